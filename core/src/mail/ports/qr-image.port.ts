/** Draws a QR code as a PNG, for an email that shows it inline. */
export interface QrImageRenderer {
  png(token: string): Promise<Uint8Array>;
}
