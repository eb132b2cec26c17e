import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { PageStack } from '@marketplace/web-common/components/layout/page';
import { Card } from '@marketplace/web-common/components/ui/card';
import { space } from '@marketplace/web-common/theme';

/** The admin pages' column: a header, then sections one under the other. */
export const AdminPage = styled(PageStack).attrs({ $gap: 6 })`
  padding-top: ${space(8)};
  padding-bottom: ${space(16)};
  min-width: 0;
`;

const Header = styled(Cluster).attrs({ as: 'header', $gap: 4 })`
  align-items: flex-end;
  justify-content: space-between;
`;

const HeaderText = styled(Stack).attrs({ $gap: 2 })`
  min-width: 0;
  & > p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 640px; }
`;

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })`
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

const SectionHead = styled(Cluster).attrs({ $gap: 3 })`
  justify-content: space-between;
  padding: ${space(4)} ${space(4)} 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${space(5)} ${space(5)} 0;
  }
  & h2 { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; margin-top: ${space(1)}; }
`;

const SectionBody = styled(Stack)`
  padding: ${space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${space(5)};
  }
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
