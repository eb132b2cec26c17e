/** What emails need to know about the deployment: where their links lead (PUBLIC_URL). */
export interface MailSettings {
  publicUrl: string;
}

/** A link into the product: `path` under the public URL, whatever slashes either has. */
export function productLink(settings: MailSettings, path: string): string {
  return `${settings.publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
