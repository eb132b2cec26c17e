import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';
import { CAMERA_PROBLEM_MESSAGES, type CameraProblem } from '../camera.js';
import { Notice } from './code-check-card.js';
import { QrScanner } from './qr-scanner.js';
import { TextCodeForm } from './text-code-form.js';

const Methods = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Method = styled(Card)`
  padding: ${space(5)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
  & > p { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function CameraIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </svg>
  );
}

export interface ScanMethodsProps {
  cameraOpen: boolean;
  cameraProblem: CameraProblem | null;
  onOpenCamera: () => void;
  onCloseCamera: () => void;
  /** The camera read a QR code: its text, not yet known to be a purchase code. */
  onScanned: (text: string) => void;
  onCameraProblem: (problem: CameraProblem) => void;
  /** A typed text code, formatted and checked by the form. */
  onValidate: (code: string) => void;
  pending: boolean;
  textInput: Ref<HTMLInputElement>;
}

/** The two ways in: the camera reading the customer's QR code, and the typed text code. */
export function ScanMethods({ cameraOpen, cameraProblem, onOpenCamera, onCloseCamera, onScanned, onCameraProblem, onValidate, pending, textInput }: ScanMethodsProps) {
  return (
    <Methods>
      <Method>
        <h3>Scan a QR code</h3>
        <p>Use this device's camera to read the QR code on the customer's phone.</p>
        {cameraOpen ? (
          <QrScanner onDetected={onScanned} onProblem={onCameraProblem} onClose={onCloseCamera} />
        ) : (
          <div>
            <Button onClick={onOpenCamera}>
              <CameraIcon /> Scan QR Code
            </Button>
          </div>
        )}
        {cameraProblem ? (
          <Notice $tone="warning" role="alert" data-testid="camera-problem">
            <strong>Camera unavailable</strong>
            <span>{CAMERA_PROBLEM_MESSAGES[cameraProblem]}</span>
          </Notice>
        ) : null}
      </Method>
      <Method>
        <h3>Enter a text code</h3>
        <p>Type the code shown under the customer's QR code.</p>
        <TextCodeForm onValidate={onValidate} pending={pending} inputRef={textInput} />
      </Method>
    </Methods>
  );
}
