/** Reads a QR code from the video's current frame: its text, or null when there is none. */
export type QrDetector = (video: HTMLVideoElement) => Promise<string | null>;

/** The Barcode Detection API, where the browser has it (Chromium on Android, macOS and ChromeOS). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this many pixels on their longer side before decoding in JavaScript. */
const DECODE_MAX_SIDE_PX = 720;

async function nativeDetector(): Promise<QrDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** jsQR on a canvas copy of the frame; the library is its own chunk, fetched only when the camera opens. */
async function javascriptDetector(): Promise<QrDetector> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth, videoHeight } = video;
    if (!context || !videoWidth || !videoHeight) return null;
    const scale = Math.min(1, DECODE_MAX_SIDE_PX / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

/** The browser's own QR detector when it has one, else the JavaScript decoder. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? javascriptDetector();
}
