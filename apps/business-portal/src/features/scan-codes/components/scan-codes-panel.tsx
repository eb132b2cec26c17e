import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { formatOffer } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { useRedeemCode } from '../api/redeem-code.js';
import { useValidateCode } from '../api/validate-code.js';
import type { CameraProblem } from '../camera.js';
import { codeProblemOf, type CodeProblem } from '../code-problems.js';
import { redemptionCodeOf } from '../text-code.js';
import { CodeCheckCard } from './code-check-card.js';
import { CheckNotice, ProblemNotice, usesLeftSentence } from './code-notices.js';
import { RedeemDialog } from './redeem-dialog.js';
import { ScanMethods } from './scan-methods.js';
import { TillLocationPicker } from './till-location-picker.js';
import { UndoRedemptionDialog } from '../../../components/undo-redemption-dialog.js';
import { useTillLocation } from '../till-location.js';
import { locationsQueryOptions } from '../../../api/get-locations.js';
import { ApiError } from '@marketplace/web-common/api/api-client';

const MAX_TIMER_MS = 2_147_483_647;

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

/**
 * The dashboard's Scan Codes tab (DESIGN.md section 3, "Business scanning is real"): a QR code read
 * with the camera or a typed text code is validated without redeeming; the purchase is shown; the
 * business redeems it after confirming. Every refusal (unknown, another business's, already
 * redeemed, expired, refunded) is said in words.
 */
export function ScanCodesPanel() {
  const validate = useValidateCode();
  const redeem = useRedeemCode();
  const till = useTillLocation();
  const locationId = till.location?.id;
  // With several locations the till says where it is before checking; with one it is that one; when
  // they cannot be loaded, the server records the business's first.
  const needsLocation = till.locations.isSuccess && till.list.length > 1 && till.location === null;
  const [undoing, setUndoing] = useState(false);
  const undoableUntil = redeem.data?.undoableUntil ? Date.parse(redeem.data.undoableUntil) : null;
  const [undoOpen, setUndoOpen] = useState(true);
  const queryClient = useQueryClient();

  // The remembered location was archived (or is not this business's): reload the list and ask again.
  const lostLocation = [validate.error, redeem.error].some((error) => error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === 'location.not_found');
  useEffect(() => {
    if (!lostLocation) return;
    till.change();
    void queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey });
  }, [lostLocation, till.change, queryClient]);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [scanProblem, setScanProblem] = useState<CodeProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const textInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const check = (code: string) => {
    if (needsLocation) {
      validate.reset();
      redeem.reset();
      setScanProblem({ title: 'Choose the location first', message: 'Say where this till is (above), then check the code.' });
      return;
    }
    setScanProblem(null);
    redeem.reset();
    validate.mutate({ code, locationId });
  };

  // The Undo offer lasts as long as the server allows it (10 minutes after the redemption).
  useEffect(() => {
    if (undoableUntil === null) return undefined;
    setUndoOpen(Date.now() < undoableUntil);
    // Timers hold at most 2^31 - 1 ms (about 24 days); a longer wait would fire at once.
    const timer = window.setTimeout(() => setUndoOpen(false), Math.min(MAX_TIMER_MS, Math.max(0, undoableUntil - Date.now())));
    return () => window.clearTimeout(timer);
  }, [undoableUntil]);

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

  const confirmRedeem = (billCents: number | undefined) => {
    const code = validate.variables?.code;
    if (!code) return;
    redeem.mutate({ code, locationId, billCents }, {
      onSuccess: (redeemed) => {
        setConfirming(false);
        toast({
          title: 'Code Redeemed',
          description: `${redeemed.freeItem ? `${formatOffer(redeemed)} with` : `${redeemed.discountPercent}% off`} ${redeemed.deal?.title ?? 'the deal'} for ${redeemed.customer ?? 'the customer'}. ${usesLeftSentence(redeemed)}`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Could not redeem', description: codeProblemOf(error).message, variant: 'destructive' });
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
        <p>
          Check a customer's code before you apply their discount. Checking never uses it up; redeeming does. <Link to="/business/redemptions">See the redemptions</Link>
        </p>
      </Intro>

      <TillLocationPicker till={till} />

      <ScanMethods
        cameraOpen={cameraOpen}
        cameraProblem={cameraProblem}
        onOpenCamera={() => {
          setCameraProblem(null);
          setCameraOpen(true);
        }}
        onCloseCamera={() => setCameraOpen(false)}
        onScanned={onScanned}
        onCameraProblem={(problem) => {
          setCameraOpen(false);
          setCameraProblem(problem);
        }}
        onValidate={check}
        pending={validate.isPending}
        textInput={textInput}
      />

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
                {redeem.data?.redemptionId && undoOpen ? (
                  <Button variant="danger" onClick={() => setUndoing(true)}>
                    Undo
                  </Button>
                ) : null}
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

      <UndoRedemptionDialog
        redemption={undoing && redeem.data?.redemptionId ? { id: redeem.data.redemptionId, description: `Undo the use of ${redeem.data.deal?.title ?? 'this deal'} for ${redeem.data.customer ?? 'this customer'}?` } : null}
        onClose={() => setUndoing(false)}
        onUndone={() => {
          const code = validate.variables?.code;
          redeem.reset();
          if (code) validate.mutate({ code, locationId });
        }}
      />
      <RedeemDialog open={confirming} check={validate.data} pending={redeem.isPending} onConfirm={confirmRedeem} onClose={() => setConfirming(false)} />
    </Section>
  );
}
