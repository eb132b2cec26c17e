import QRCode from 'qrcode';
import type { InlineAttachment } from '@marketplace/core/mail/ports/mailer.port';

/** Draws the token as a PNG to attach under the content id the email's HTML refers to. */
export async function qrCodeAttachment(token: string, contentId: string): Promise<InlineAttachment> {
  const content = await QRCode.toBuffer(token, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' });
  return { filename: 'qr-code.png', contentType: 'image/png', content, contentId };
}
