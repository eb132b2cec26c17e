import styled from 'styled-components';
import { ChangeEmailCard } from '@marketplace/web-common/components/account/change-email-card';
import { ChangePasswordCard } from '@marketplace/web-common/components/account/change-password-card';
import type { UserAccount } from '@marketplace/web-common/session/account';
import { space } from '@marketplace/web-common/theme';

const Grid = styled.section`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: 1fr;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { grid-template-columns: 1fr 1fr; }
`;

/** Sign-in and security on the profile: change password, change email (both ask for the current password). */
export function AccountSecurity({ account }: { account: UserAccount }) {
  return (
    <Grid aria-label="Sign-in and security">
      <ChangePasswordCard />
      <ChangeEmailCard currentEmail={account.email} />
    </Grid>
  );
}
