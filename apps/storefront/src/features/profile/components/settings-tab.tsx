import { useState } from 'react';
import styled from 'styled-components';
import type { EmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';
import { EMAIL_PREFERENCE_OPTIONS } from '@marketplace/core/accounts/schemas/email-preferences.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { space } from '@marketplace/web-common/theme';
import { useEmailPreferences } from '../api/get-email-preferences.js';
import { useUpdateEmailPreferences } from '../api/update-email-preferences.js';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  & legend { font-weight: ${({ theme }) => theme.font.weights.bold}; }
  & > p { margin-top: ${space(3)}; font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Option = styled.label`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  & input { margin-top: 4px; width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

const AlwaysOn = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The Settings tab: which emails the customer wants, kept with their account on the server. */
export function SettingsTab() {
  const preferences = useEmailPreferences();
  const saving = useUpdateEmailPreferences();
  // The switch a click moves, held in React state so it moves in the same render as the click (a
  // controlled checkbox otherwise snaps back until the mutation's state reaches the component); it
  // moves back if the server refuses the change.
  const [moving, setMoving] = useState<Partial<EmailPreferences> | null>(null);
  if (preferences.isPending) return <Spinner label="Loading your email preferences" />;
  if (preferences.isError) {
    return (
      <StatePanel
        role="alert"
        icon="⚠"
        title="Could not load your email preferences"
        text={errorDescription(preferences.error)}
        actions={<Button variant="secondary" onClick={() => void preferences.refetch()}>Try again</Button>}
      />
    );
  }
  const current = { ...preferences.data, ...moving };
  const change = (changes: Partial<EmailPreferences>) => {
    setMoving(changes);
    saving.mutate(changes, { onSettled: () => setMoving(null) });
  };
  return (
    <Fieldset disabled={saving.isPending} aria-busy={saving.isPending}>
      <legend>Email preferences</legend>
      {EMAIL_PREFERENCE_OPTIONS.map((option) => (
        <Option key={option.key}>
          {option.alwaysOn ? (
            // Transactional: shown on and not switchable (the server refuses turning it off).
            <input type="checkbox" checked disabled aria-describedby={`${option.key}-hint`} />
          ) : (
            <input type="checkbox" checked={current[option.key]} onChange={(event) => change({ [option.key]: event.target.checked })} aria-describedby={`${option.key}-hint`} />
          )}
          <span>
            {option.label}
            {option.alwaysOn ? <AlwaysOn> (always on)</AlwaysOn> : null}
            <small id={`${option.key}-hint`}>{option.hint}</small>
          </span>
        </Option>
      ))}
      <p>These preferences are saved with your account and apply on every device. Every email you may turn off also has an unsubscribe link.</p>
    </Fieldset>
  );
}
