import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { space } from '@marketplace/web-common/theme';
import { cameraProblemOf, openRearCamera, stopCamera, type CameraProblem } from '../camera.js';
import { createQrDetector } from '../qr-detector.js';

/** How often a frame is searched for a QR code while the camera is open. */
export const SCAN_INTERVAL_MS = 200;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const Viewport = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};
`;

const Video = styled.video`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

/** The square the customer's code should sit in. */
const Frame = styled.div`
  position: absolute;
  inset: 18% 26%;
  border: 3px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 0 0 9999px rgba(17, 24, 39, 0.35);
  pointer-events: none;
`;

const Starting = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface QrScannerProps {
  /** A QR code was read; the camera is already off. */
  onDetected: (text: string) => void;
  /** The camera could not be used; the camera is already off. */
  onProblem: (problem: CameraProblem) => void;
  onClose: () => void;
}

/**
 * The camera preview that reads a QR code: the rear camera through getUserMedia, a frame searched
 * every SCAN_INTERVAL_MS with the browser's BarcodeDetector or the lazily loaded JavaScript decoder.
 * The camera is switched off as soon as a code is read, on close and on unmount.
 */
export function QrScanner({ onDetected, onProblem, onClose }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [live, setLive] = useState(false);
  const callbacks = useRef({ onDetected, onProblem });
  useEffect(() => {
    callbacks.current = { onDetected, onProblem };
  });

  useEffect(() => {
    let active = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      active = false;
      clearTimeout(timer);
      if (stream) stopCamera(stream);
      stream = null;
    };

    const start = async () => {
      try {
        const opened = await openRearCamera();
        if (!active) {
          stopCamera(opened);
          return;
        }
        stream = opened;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = opened;
        // Muted inline video may autoplay everywhere; a refused play() still shows frames once it can.
        await (video.play() as Promise<void> | undefined)?.catch(() => undefined);
        const detect = await createQrDetector();
        if (!active) return;
        setLive(true);
        const scan = async () => {
          if (!active) return;
          let text: string | null = null;
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            try {
              text = await detect(video);
            } catch {
              text = null;
            }
          }
          if (!active) return;
          if (text) {
            release();
            callbacks.current.onDetected(text);
            return;
          }
          timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
        };
        void scan();
      } catch (error) {
        if (!active) return;
        release();
        callbacks.current.onProblem(cameraProblemOf(error));
      }
    };

    void start();
    return release;
  }, []);

  return (
    <Wrapper>
      <Viewport>
        <Video ref={videoRef} muted playsInline autoPlay aria-label="Camera preview" />
        <Frame aria-hidden="true" />
        {live ? null : (
          <Starting>
            <Spinner size={32} label="" />
          </Starting>
        )}
      </Viewport>
      <Status role="status">{live ? "Point the camera at the customer's QR code." : 'Starting the camera…'}</Status>
      <div>
        <Button variant="secondary" onClick={onClose}>
          Close camera
        </Button>
      </div>
    </Wrapper>
  );
}
