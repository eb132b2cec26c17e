import { useState } from 'react';
import styled from 'styled-components';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { space } from '@marketplace/web-common/theme';
import { useBusinessEmailPreferences } from '../api/get-business-email-preferences.js';
import { useUpdateBusinessEmailPreferences } from '../api/update-business-email-preferences.js';

const Box = styled.section`
  padding: ${space(4)} ${space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; margin-bottom: ${space(2)}; }
  & label { display: flex; gap: ${space(3)}; align-items: flex-start; }
  & input { margin-top: 4px; width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.brand}; }
  & small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The business's one optional email: the Monday summary of last week's sales and redemptions. */
export function WeeklySummarySwitch() {
  const preferences = useBusinessEmailPreferences();
  const saving = useUpdateBusinessEmailPreferences();
  // The switch a click moves, held in React state so it moves in the same render as the click (a
  // controlled checkbox otherwise snaps back until the mutation's state reaches the component, and a
  // test or a quick second click sees the old state); it moves back if the server refuses the change.
  const [moving, setMoving] = useState<boolean | null>(null);
  return (
    <Box aria-labelledby="weekly-summary-title">
      <h3 id="weekly-summary-title">Email</h3>
      {preferences.isPending ? (
        <Spinner label="Loading your email preferences" />
      ) : preferences.isError ? (
        <div role="alert">
          <p>Your email preferences could not be loaded: {errorDescription(preferences.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <label>
          <input
            type="checkbox"
            checked={moving ?? preferences.data.weeklySummary}
            disabled={saving.isPending}
            onChange={(event) => {
              const weeklySummary = event.target.checked;
              setMoving(weeklySummary);
              saving.mutate({ weeklySummary }, { onSettled: () => setMoving(null) });
            }}
          />
          <span>
            Weekly summary
            <small>Every Monday: last week’s sales, your share, redemptions and top deals.</small>
          </span>
        </label>
      )}
    </Box>
  );
}
