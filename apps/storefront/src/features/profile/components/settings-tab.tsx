import { useState } from 'react';
import styled from 'styled-components';
import { space } from '@marketplace/web-common/theme';

const PREFERENCES_KEY = 'notification_preferences';

const OPTIONS = [
  { key: 'newDeals', label: 'New deals near me', hint: 'An email when local businesses publish deals.' },
  { key: 'expiring', label: 'Expiring deals', hint: 'A reminder a few days before a purchased deal expires.' },
  { key: 'newsletter', label: 'Monthly newsletter', hint: 'Savings tips and featured businesses.' },
] as const;

type Preferences = Record<(typeof OPTIONS)[number]['key'], boolean>;
const DEFAULTS: Preferences = { newDeals: true, expiring: true, newsletter: false };

function readPreferences(): Preferences {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null') as Partial<Preferences> | null;
    return { ...DEFAULTS, ...(stored && typeof stored === 'object' ? stored : {}) };
  } catch {
    return DEFAULTS;
  }
}

const Option = styled.label`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  & input { margin-top: 4px; width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

/** The Settings tab: notification preferences, kept in this browser only for now. */
export function SettingsTab() {
  const [preferences, setPreferences] = useState(readPreferences);
  const toggle = (key: keyof Preferences) => {
    const next = { ...preferences, [key]: !preferences[key] };
    setPreferences(next);
    try {
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
    } catch {
      // storage blocked: the choice lasts for this visit
    }
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 700 }}>Notification preferences</legend>
      {OPTIONS.map((option) => (
        <Option key={option.key}>
          <input type="checkbox" checked={preferences[option.key]} onChange={() => toggle(option.key)} />
          <span>
            {option.label}
            <small>{option.hint}</small>
          </span>
        </Option>
      ))}
      <p style={{ marginTop: space(3), fontSize: '0.875rem' }}>These preferences are saved in this browser.</p>
    </fieldset>
  );
}
