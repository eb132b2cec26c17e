/** Long enough for the browser to start reading the blob before its URL goes away. */
const REVOKE_AFTER_MS = 1000;

/**
 * Saves text as a file through a temporary object URL and an <a download> click; the URL is
 * revoked once the browser has taken the file.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
