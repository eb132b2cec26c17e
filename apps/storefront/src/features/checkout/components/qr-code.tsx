import { QRCodeSVG } from 'qrcode.react';

/** The purchase's QR token as an SVG code (its own chunk: qrcode.react loads with the success view). */
export default function QrCode({ value, size = 180, label = 'QR code' }: { value: string; size?: number; label?: string }) {
  return <QRCodeSVG value={value} size={size} level="M" marginSize={2} role="img" aria-label={label} />;
}
