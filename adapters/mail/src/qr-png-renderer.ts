import QRCode from 'qrcode';
import type { QrImageRenderer } from '@marketplace/core/mail/ports/qr-image.port';

/** Draws QR codes with the `qrcode` package, at the size the emails show them (200 px, sharp at 2x). */
export class QrPngRenderer implements QrImageRenderer {
  async png(token: string): Promise<Uint8Array> {
    return QRCode.toBuffer(token, { type: 'png', width: 400, margin: 2, errorCorrectionLevel: 'M' });
  }
}
