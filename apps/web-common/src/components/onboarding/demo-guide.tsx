import { useState } from 'react';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';
import { useDemoMode } from '../../api/server-config.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Tabs } from '../ui/tabs.js';
import { space } from '../../theme.js';

const HelpButton = styled.button`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  z-index: 40;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.brandHover}; }
`;

const StepList = styled(Stack).attrs({ as: 'ol', $gap: 2 })`
  margin: 0;
  padding-left: ${space(5)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const USER_STEPS = [
  'Use Demo User (welcome dialog or the header) to sign in as a demo customer.',
  'Open Discover and pick a deal; choose the tier that fits your order.',
  'Pay with the demo card 4242 4242 4242 4242 (any future expiry and CVC). Each extra redemption adds $5.',
  'See your QR and text code on the success page and later under My Profile.',
] as const;

const BUSINESS_STEPS = [
  'Use Demo Business to sign in as a demo business and open the dashboard.',
  'Create a standard deal or a Cash to Discount deal where customers choose $5 to $30.',
  'Scan a customer QR code or type the text code to redeem it.',
  'Try the Discount Fee Calculator on For Businesses: you keep 75% of each fee.',
] as const;

type GuideTab = 'users' | 'businesses';

/** The floating help button and its Interactive Demo Guide (customer-side section 2), in demo mode only. */
export function DemoGuide() {
  const demoMode = useDemoMode();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<GuideTab>('users');
  if (!demoMode) return null;
  const list = (steps: readonly string[]) => (
    <StepList>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </StepList>
  );
  return (
    <>
      <HelpButton type="button" aria-label="Open the demo guide" title="Demo guide" onClick={() => setOpen(true)}>
        ?
      </HelpButton>
      <Dialog open={open} onClose={() => setOpen(false)} title="Interactive Demo Guide">
        <Tabs<GuideTab>
          label="Demo guide"
          value={tab}
          onChange={setTab}
          items={[
            { key: 'users', label: 'For Users', content: list(USER_STEPS) },
            { key: 'businesses', label: 'For Businesses', content: list(BUSINESS_STEPS) },
          ]}
        />
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Close
        </Button>
      </Dialog>
    </>
  );
}
