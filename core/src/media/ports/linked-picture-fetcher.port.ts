/** What fetching a linked picture gave: its bytes, or why not. */
export type LinkedPictureFetch = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/**
 * Downloads a picture a deal links to on another site, so it can be stored here like an upload.
 * Only public http(s) addresses, at most the upload limit (5 MB), within a time limit.
 */
export interface LinkedPictureFetcher {
  fetch(url: string): Promise<LinkedPictureFetch>;
}
