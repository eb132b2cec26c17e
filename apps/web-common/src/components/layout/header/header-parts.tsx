import styled from 'styled-components';
import { space } from '../../../theme.js';
import { AppLink } from '../app-link.js';
import { Cluster, Stack } from '../stack.js';

/** The styled pieces of the header, its account menu and its mobile panel. */

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled(Cluster).attrs({ $wrap: false, $gap: 6 })`
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: ${space(3)} ${space(4)};
`;

export const Logo = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
`;

export const LogoMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.savings};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const Nav = styled.nav`
  display: none;
  gap: ${space(1)};
  flex: 1;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: flex; }
`;

export const NavItem = styled(AppLink)<{ $active?: boolean }>`
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const Right = styled(Cluster).attrs({ $wrap: false })`
  margin-left: auto;
`;

export const Desktop = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: flex; align-items: center; gap: ${space(2)}; }
`;

export const PlainButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
`;

export const SignIn = styled(AppLink)`
  padding: ${space(2)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.brandHover}; }
`;

export const MenuToggle = styled(PlainButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: none; }
`;

export const Dropdown = styled(Stack).attrs({ $gap: 0 })`
  position: absolute;
  right: 0;
  top: calc(100% + ${space(2)});
  min-width: 200px;
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const MenuEntry = styled(AppLink)`
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const MenuButton = styled.button`
  padding: ${space(2)} ${space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const MobilePanel = styled(Stack).attrs({ $gap: 1 })`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${space(3)} ${space(4)} ${space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { display: none; }
`;

export const MobileGroupTitle = styled.p`
  margin-top: ${space(3)};
  padding: 0 ${space(3)};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PairRow = styled(Cluster).attrs({ $wrap: false, $align: 'stretch' })`
  padding: 0 ${space(3)};
  & > * { flex: 1; justify-content: center; }
`;
