import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { usesLeftText } from '@marketplace/core/purchases/domain/purchase';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Dialog } from '@marketplace/web-common/components/ui/dialog';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space } from '@marketplace/web-common/theme';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { useRedeemCode } from '../api/redeem-code.js';
import { useValidateCode, type CodeCheck } from '../api/validate-code.js';
import { CAMERA_PROBLEM_MESSAGES, type CameraProblem } from '../camera.js';
import { codeProblemOf, refusalProblem, type CodeProblem } from '../code-problems.js';
import { redemptionCodeOf } from '../text-code.js';
import { formatOffer } from '@marketplace/web-common/format';
import { CodeCheckCard, Notice } from './code-check-card.js';
import { QrScanner } from './qr-scanner.js';
import { TextCodeForm } from './text-code-form.js';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes['2xl']}; font-weight: ${({ theme }) => theme.font.weights.bold}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

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

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  &:empty { display: none; }
`;

const Loading = styled(Card)`
  padding: ${space(5)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const DialogText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

function CameraIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </svg>
  );
}

function ProblemNotice({ problem, tone = 'danger' }: { problem: CodeProblem; tone?: 'danger' | 'warning' }) {
  return (
    <Notice $tone={tone} role="alert" data-testid="code-problem">
      <strong>{problem.title}</strong>
      <span>{problem.message}</span>
    </Notice>
  );
}

/** Under the purchase: redeemed, why redeeming failed, why it cannot be redeemed, or ready. */
function CheckNotice({ check, redeemed, redeemError }: { check: CodeCheck; redeemed: boolean; redeemError: Error | null }) {
  if (redeemed) {
    return (
      <Notice $tone="success" role="status" data-testid="code-redeemed">
        <strong>Redeemed</strong>
        <span>
          Apply {check.freeItem ? `the free item (${check.freeItem})` : `${check.discountPercent}% off`} to this order. {usesLeftSentence(check)}
        </span>
      </Notice>
    );
  }
  if (redeemError) return <ProblemNotice problem={codeProblemOf(redeemError)} />;
  if (check.refusal) return <ProblemNotice problem={refusalProblem(check.refusal)} tone="warning" />;
  return (
    <Notice $tone="success" role="status">
      <strong>Valid code</strong>
      <span>{check.usesLeft === 1 ? 'Ready to redeem. This is its last use.' : `Ready to redeem. Redeeming uses 1 of the ${check.usesLeft} uses left.`}</span>
    </Notice>
  );
}

function usesLeftSentence(check: CodeCheck): string {
  return `${usesLeftText(check)}.`;
}

/**
 * The dashboard's Scan Codes tab (DESIGN.md section 3, "Business scanning is real"): a QR code read
 * with the camera or a typed text code is validated without redeeming; the purchase is shown; the
 * business redeems it after confirming. Every refusal (unknown, another business's, already
 * redeemed, expired, refunded) is said in words.
 */
export function ScanCodesPanel() {
  const validate = useValidateCode();
  const redeem = useRedeemCode();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [scanProblem, setScanProblem] = useState<CodeProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const textInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const check = (code: string) => {
    setScanProblem(null);
    redeem.reset();
    validate.mutate(code);
  };

  const onScanned = (text: string) => {
    setCameraOpen(false);
    const code = redemptionCodeOf(text);
    if (code) {
      check(code);
      return;
    }
    validate.reset();
    redeem.reset();
    setScanProblem({ title: 'Not a purchase code', message: "This QR code is not one of our purchase codes. Scan the code on the customer's purchase screen." });
  };

  const openCamera = () => {
    setCameraProblem(null);
    setCameraOpen(true);
  };

  const confirmRedeem = () => {
    const code = validate.variables;
    if (!code) return;
    redeem.mutate(code, {
      onSuccess: (redeemed) => {
        setConfirming(false);
        toast({
          title: 'Code Redeemed',
          description: `${redeemed.freeItem ? `${formatOffer(redeemed)} with` : `${redeemed.discountPercent}% off`} ${redeemed.deal?.title ?? 'the deal'} for ${redeemed.customer ?? 'the customer'}. ${usesLeftSentence(redeemed)}`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        const problem = codeProblemOf(error);
        toast({ title: 'Could not redeem', description: problem.message, variant: 'destructive' });
      },
    });
  };

  const startOver = () => {
    validate.reset();
    redeem.reset();
    setScanProblem(null);
    textInput.current?.focus();
  };

  // The redeem button is gone once it has done its work: focus moves to the result it produced.
  useEffect(() => {
    if (redeem.isSuccess || redeem.isError) resultHeading.current?.focus();
  }, [redeem.isSuccess, redeem.isError]);

  const shown = redeem.data ?? validate.data;

  return (
    <Section aria-labelledby={titleId}>
      <Intro>
        <h2 id={titleId}>Scan Codes</h2>
        <p>Check a customer's code before you apply their discount. Checking never uses it up; redeeming does.</p>
      </Intro>

      <Methods>
        <Method>
          <h3>Scan a QR code</h3>
          <p>Use this device's camera to read the QR code on the customer's phone.</p>
          {cameraOpen ? (
            <QrScanner
              onDetected={onScanned}
              onProblem={(problem) => {
                setCameraOpen(false);
                setCameraProblem(problem);
              }}
              onClose={() => setCameraOpen(false)}
            />
          ) : (
            <div>
              <Button onClick={openCamera}>
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
          <TextCodeForm onValidate={check} pending={validate.isPending} inputRef={textInput} />
        </Method>
      </Methods>

      <Result aria-live="polite">
        {scanProblem ? <ProblemNotice problem={scanProblem} /> : null}
        {validate.isPending ? (
          <Loading aria-busy="true" aria-label="Checking the code">
            <Skeleton $height="1.25rem" $width="40%" />
            <Skeleton $height="2.5rem" $width="25%" />
            <Skeleton $height="3rem" />
          </Loading>
        ) : null}
        {validate.isError ? (
          <>
            <ProblemNotice problem={codeProblemOf(validate.error)} />
            <div>
              <Button variant="secondary" onClick={startOver}>
                Try another code
              </Button>
            </div>
          </>
        ) : null}
        {shown && !validate.isPending ? (
          <CodeCheckCard
            check={shown}
            headingRef={resultHeading}
            notice={<CheckNotice check={shown} redeemed={redeem.isSuccess} redeemError={redeem.error} />}
            actions={
              <>
                {shown.redeemable && !redeem.isSuccess && !redeem.isError ? (
                  <Button variant="savings" onClick={() => setConfirming(true)}>
                    Redeem
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={startOver}>
                  {redeem.isSuccess ? 'Check next code' : 'Check another code'}
                </Button>
              </>
            }
          />
        ) : null}
      </Result>

      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Redeem this code?">
        {validate.data ? (
          <DialogText>
            Redeem one use of {validate.data.deal?.title ?? 'this deal'} ({formatOffer(validate.data)}) for {validate.data.customer ?? 'this customer'}?{' '}
            {validate.data.usesLeft - 1 === 0 ? 'No uses will be left.' : `${validate.data.usesLeft - 1} of ${validate.data.redemptions} uses will be left.`} This cannot be undone.
          </DialogText>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={redeem.isPending}>
            Cancel
          </Button>
          <Button variant="savings" onClick={confirmRedeem} loading={redeem.isPending}>
            Confirm redemption
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
