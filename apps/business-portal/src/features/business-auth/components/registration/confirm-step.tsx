import styled from 'styled-components';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';
import { space } from '@marketplace/web-common/theme';
import { FormAlert } from '../form-alert.js';
import type { RegistrationFields } from './registration-fields.js';

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${space(2)} ${space(4)};
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.font.weights.medium}; overflow-wrap: anywhere; }
`;

const Notice = styled.p`
  padding: ${space(3)} ${space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Step 4: the details to check before the account is created, and the server's refusal if any. */
export function ConfirmStep({ values, failure }: { values: RegistrationFields; failure: string | null }) {
  const location = [values.address, values.city, [values.state, values.zip].filter(Boolean).join(' ')].map((part) => part.trim()).filter(Boolean).join(', ');
  return (
    <>
      <Summary>
        <dt>Business</dt>
        <dd>{values.name.trim()}</dd>
        <dt>Email</dt>
        <dd>{values.email.trim()}</dd>
        <dt>Category</dt>
        <dd>{values.category}</dd>
        <dt>Description</dt>
        <dd>{values.description.trim() || 'Not provided'}</dd>
        <dt>Location</dt>
        <dd>{location || 'Not provided'}</dd>
      </Summary>
      <Notice>
        Our team verifies every new business with a quick phone call. You can use your dashboard and create deals right away. {DRAFT_NOTICE}
      </Notice>
      {failure !== null ? <FormAlert title="Registration failed" message={failure} /> : null}
    </>
  );
}
