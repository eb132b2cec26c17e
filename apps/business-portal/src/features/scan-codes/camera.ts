/** Why the camera could not be used. */
export type CameraProblem = 'unsupported' | 'denied' | 'not_found' | 'busy' | 'failed';

/** What the till shows for each; every one points to the text code, which always works. */
export const CAMERA_PROBLEM_MESSAGES: Record<CameraProblem, string> = {
  unsupported: "This browser can't use a camera on this page (it needs a secure https connection). Type the text code instead.",
  denied: 'Camera access was blocked. Allow the camera for this site in your browser settings, or type the text code instead.',
  not_found: 'No camera was found on this device. Type the text code instead.',
  busy: 'The camera is in use by another app. Close it and try again, or type the text code instead.',
  failed: 'The camera could not be started. Try again, or type the text code instead.',
};

/** Thrown when the browser has no camera API at all (an old browser, or a page not served over https). */
export class CameraUnsupportedError extends Error {
  override readonly name = 'CameraUnsupportedError';
}

/** Maps getUserMedia's DOMException names to the problems above. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'CameraUnsupportedError':
      return 'unsupported';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'not_found';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

/**
 * Opens the rear camera where there is one (facingMode "environment", any camera otherwise), video only.
 * @throws CameraUnsupportedError when the browser has no getUserMedia; getUserMedia's own errors otherwise
 */
export function openRearCamera(): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') {
    return Promise.reject(new CameraUnsupportedError('getUserMedia is not available'));
  }
  return devices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
}

/** Switches the camera off (its light too). */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
