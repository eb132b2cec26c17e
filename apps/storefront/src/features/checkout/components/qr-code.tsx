import { LivePassQr } from '../../../components/live-pass-qr.js';

/** The purchase's live QR (its own chunk: qrcode.react loads with the success view). */
export default function QrCode({ token, secret, label }: { token: string; secret: string; label: string }) {
  return <LivePassQr token={token} secret={secret} size={180} label={label} />;
}
