import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { space } from '@marketplace/web-common/theme';
import { signInPath } from '../features/auth/return-path.js';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites.js';

const Heart = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: ${space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover { color: ${({ theme }) => theme.colors.danger}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;

/** What the heart says to a screen reader: what a press does to this business. */
export function favoriteLabel(businessName: string, favorited: boolean): string {
  return favorited ? `Remove ${businessName} from favorites` : `Save ${businessName} to favorites`;
}

/**
 * The heart that saves a business to the customer's favourites: a toggle button (aria-pressed).
 * Signed out, it leads to the sign-in and back here; a business or the admin sees none.
 */
export function FavoriteButton({ businessId, businessName }: { businessId: number; businessName: string }) {
  const account = useCurrentAccount();
  const customerId = account.data?.type === 'user' && account.data.role !== 'admin' ? account.data.id : null;
  const ids = useFavoriteIds(customerId);
  const toggle = useToggleFavorite(customerId ?? 0);
  const navigate = useNavigate();
  const location = useLocation();
  if (account.isPending || (account.data && customerId === null)) return null;
  const favorited = ids.data?.businessIds.includes(businessId) ?? false;
  const onClick = () => {
    if (customerId === null) {
      void navigate(signInPath(`${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate({ businessId, businessName, favorited: !favorited });
  };
  return (
    <Heart type="button" $on={favorited} aria-pressed={favorited} aria-label={favoriteLabel(businessName, favorited)} onClick={onClick} data-testid="favorite-button">
      <span aria-hidden="true">{favorited ? '♥' : '♡'}</span>
    </Heart>
  );
}
