import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { BUSINESS_SHARE_PERCENT } from '@marketplace/core/fees/domain/fee-calculator';
import { space } from '@marketplace/web-common/theme';
import { Icon as LineIcon } from '../../../components/icon.js';

const Panel = styled(Stack).attrs({ as: 'section', $gap: 6 })`
  padding: ${space(8)} ${space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.brandHover} 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) { padding: ${space(10)}; }
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.sizes['3xl']};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.lg};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(5)};
`;

const Item = styled.li`
  display: flex;
  gap: ${space(4)};
  align-items: flex-start;
  & strong { display: block; font-size: ${({ theme }) => theme.font.sizes.lg}; margin-bottom: ${space(1)}; }
`;

const Icon = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.16);
`;

const Share = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space(3)};
  padding: ${space(4)} ${space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  & strong { font-size: ${({ theme }) => theme.font.sizes['4xl']}; color: ${({ theme }) => theme.colors.savings}; line-height: 1; }
`;

const PITCH = [
  { icon: 'tag' as const, title: 'Create irresistible offers', text: 'Publish percentage, free-item or Cash to Discount deals in minutes.' },
  { icon: 'wallet' as const, title: `Keep ${BUSINESS_SHARE_PERCENT}% of every sale`, text: 'No extra processing fees, weekly payouts and no minimum sales.' },
  { icon: 'phone' as const, title: 'Simple redemption', text: 'Scan the customer’s QR code or type their text code at the counter.' },
  { icon: 'chart' as const, title: 'Analytics dashboard', text: 'See sales, revenue, your earnings and redemptions as they happen.' },
];

/** The business portal's pitch (business-side section 2): offers, revenue share, redemption, analytics. */
export function PortalPitch() {
  return (
    <Panel aria-labelledby="pitch-title">
      <Eyebrow>For local businesses</Eyebrow>
      <Heading id="pitch-title">Bring new customers through your door</Heading>
      <Lead>Shoppers prepay a small amount to unlock your discount, then redeem it in store.</Lead>
      <Share>
        <strong>{BUSINESS_SHARE_PERCENT}%</strong>
        <span>of each deal purchase goes to you</span>
      </Share>
      <List>
        {PITCH.map((item) => (
          <Item key={item.title}>
            <Icon>
              <LineIcon name={item.icon} size={22} />
            </Icon>
            <div>
              <strong>{item.title}</strong>
              {item.text}
            </div>
          </Item>
        ))}
      </List>
    </Panel>
  );
}
