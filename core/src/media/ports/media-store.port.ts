/** Where picture files live: a folder of the data directory or an S3-compatible bucket. */
export interface MediaStore {
  /** Stores (or replaces) one file. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** One file's bytes, or null when there is none. */
  get(name: string): Promise<Uint8Array | null>;
}
