import styled from 'styled-components';
import { ButtonAnchor } from '@marketplace/web-common/components/ui/button';
import { isAdmin, type Account } from '@marketplace/web-common/session/account';
import { space } from '@marketplace/web-common/theme';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';
import { StatePanel } from '@marketplace/web-common/components/layout/page';

/** Why a signed-in admin or business is not offered a purchase (the server refuses it too). */
export function customersOnlyNote(account: Account): string {
  const who = isAdmin(account) ? 'the admin' : 'a business';
  return `Only customer accounts can buy deals. You are signed in as ${who}.`;
}

/** Where a signed-in account that is not a customer belongs instead (a page of the business portal). */
export function homeOfAccount(account: Account): string {
  return isAdmin(account) ? LANDING_AFTER_LOGIN.admin : LANDING_AFTER_LOGIN.business;
}

/** A customer page (checkout, My Deals) opened by the admin or a business. */
export function CustomersOnly({ account }: { account: Account }) {
  return (
    <StatePanel
      icon="🛍️"
      title="For customer accounts"
      text={`${customersOnlyNote(account)} Sign in with a customer account to buy deals and see purchases.`}
      actions={<ButtonAnchor href={homeOfAccount(account)}>{isAdmin(account) ? 'Go to the admin dashboard' : 'Go to your dashboard'}</ButtonAnchor>}
    />
  );
}

const NoteBox = styled.p`
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

/** In place of the purchase button on a deal page, for the admin or a business. */
export function CustomersOnlyNote({ account }: { account: Account }) {
  return <NoteBox role="note">{customersOnlyNote(account)}</NoteBox>;
}
