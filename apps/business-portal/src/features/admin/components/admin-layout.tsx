import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@marketplace/web-common/components/layout/page';
import { Card } from '@marketplace/web-common/components/ui/card';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { space, type Theme } from '@marketplace/web-common/theme';
import { Icon, type IconName } from './admin-icons.js';

/** The admin pages' column: a header, then sections one under the other. */
export const AdminPage = styled(Container)`
  padding-top: ${space(8)};
  padding-bottom: ${space(16)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(4)};
`;

const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
  & > p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 640px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** The page's h1, a sentence under it and its main actions. */
export function AdminPageHeader({ title, lead, badge, actions }: { title: ReactNode; lead?: ReactNode; badge?: ReactNode; actions?: ReactNode }) {
  return (
    <Header>
      <HeaderText>
        {badge}
        {title}
        {lead ? <p>{lead}</p> : null}
      </HeaderText>
      {actions ? <Actions>{actions}</Actions> : null}
    </Header>
  );
}

const SectionCard = styled(Card)`
  overflow: visible;
  min-width: 0;
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(4)} ${space(4)} 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${space(5)} ${space(5)} 0;
  }
  & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; margin-top: ${space(1)}; }
`;

const SectionBody = styled.div`
  padding: ${space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${space(5)};
  }
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  min-width: 0;
`;

/** A titled card section (an h2 labels the region). */
export function Section({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <SectionCard as="section" aria-labelledby={id}>
      <SectionHead>
        <div>
          <h2 id={id}>{title}</h2>
          {description ? <p>{description}</p> : null}
        </div>
        {actions}
      </SectionHead>
      <SectionBody>{children}</SectionBody>
    </SectionCard>
  );
}

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 130px), 1fr));
  gap: ${space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: ${space(4)};
  }
`;

export type StatTone = 'brand' | 'savings' | 'success' | 'warning';

const toneColours = (theme: Theme, tone: StatTone): [string, string] => {
  const c = theme.colors;
  const tones: Record<StatTone, [string, string]> = {
    brand: [c.brandSoft, c.brand],
    savings: [c.savingsSoft, c.savings],
    success: [c.successSoft, c.success],
    warning: [c.warningSoft, c.warning],
  };
  return tones[tone];
};

const Stat = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)} ${space(11)} ${space(3)} ${space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${space(4)} ${space(14)} ${space(4)} ${space(4)};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
`;

const StatIcon = styled.span<{ $tone: StatTone }>`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    top: ${space(4)};
    right: ${space(4)};
    width: 36px;
    height: 36px;
  }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColours(theme, $tone)[0]};
  color: ${({ theme, $tone }) => toneColours(theme, $tone)[1]};
`;

const StatText = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin: 0;
  min-width: 0;
  & dt { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.font.weights.medium}; }
  & dd { margin: 0; font-size: ${({ theme }) => theme.font.sizes['2xl']}; font-weight: ${({ theme }) => theme.font.weights.bold}; line-height: ${({ theme }) => theme.font.lineHeights.tight}; letter-spacing: -0.01em; overflow-wrap: anywhere; }
  & dd + dd { font-size: ${({ theme }) => theme.font.sizes.xs}; font-weight: ${({ theme }) => theme.font.weights.regular}; line-height: ${({ theme }) => theme.font.lineHeights.normal}; color: ${({ theme }) => theme.colors.textMuted}; letter-spacing: 0; }
`;

/** One figure: its name, the number and an optional line of detail, with an icon in the corner. */
export function StatCard({ label, value, detail, icon, tone = 'brand' }: { label: string; value: ReactNode; detail?: ReactNode; icon: IconName; tone?: StatTone }) {
  return (
    <Stat>
      <StatIcon $tone={tone}>
        <Icon name={icon} />
      </StatIcon>
      <StatText>
        <dt>{label}</dt>
        <dd>{value}</dd>
        {detail ? <dd>{detail}</dd> : null}
      </StatText>
    </Stat>
  );
}

const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

/** Placeholders for `count` stat cards while figures load. */
export function StatGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <StatGrid role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Stat key={index} aria-hidden="true">
          <SkeletonStack>
            <Skeleton $width="60%" />
            <Skeleton $width="40%" $height="1.75rem" />
            <Skeleton $width="80%" $height="0.75rem" />
          </SkeletonStack>
        </Stat>
      ))}
    </StatGrid>
  );
}

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A wide table's own scroll area: the page never scrolls sideways, the table does. Focusable so
 * keyboard users can scroll it too.
 */
export const TableScroll = styled.div`
  /* Positioned, so the screen-reader-only text inside stays in this box instead of widening the page. */
  position: relative;
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const DataTable = styled.table<{ $minWidth: number }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth}px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & th {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    padding: ${space(2.5)} ${space(3)};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & td {
    padding: ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  & tbody tr:last-child td { border-bottom: 0; }
  & tbody tr:hover td { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

/**
 * A table that turns into one card per row below the md breakpoint, each cell under its column's
 * name (the cell's `data-label`), so on a phone nothing is cut off at the right edge.
 */
export const StackedTable = styled(DataTable)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    min-width: 0;
    & thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    & tbody, & tr, & td { display: block; }
    & tbody tr { padding: ${space(3)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    & tbody tr:last-child { border-bottom: 0; }
    & td { padding: ${space(1)} 0; border-bottom: 0; overflow-wrap: anywhere; white-space: normal; }
    && td { text-align: left; }
    & td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.font.sizes.xs};
      font-weight: ${({ theme }) => theme.font.weights.semibold};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** A muted line under a cell's main text. */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  margin-top: ${space(0.5)};
`;

/** A notice above a list (sample data, a failed refresh). */
export const Notice = styled.div<{ $tone: 'warning' | 'brand' }>`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.brandSoft)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { font-weight: ${({ theme }) => theme.font.weights.semibold}; }
  & > svg { flex: none; margin-top: 1px; color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.brand)}; }
`;
