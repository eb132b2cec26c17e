import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { Card } from '@marketplace/web-common/components/ui/card';
import { TextArea as BaseTextArea } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

/** The pieces every deal form page shares: header, two-column layout, sections, text area, notices. */

export const Page = styled(Stack).attrs({ $gap: 6 })`
  max-width: ${({ theme }) => theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(16)};
`;

const Back = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  padding: ${space(1)} 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

export function BackToDashboard() {
  return (
    <Back to="/business/dashboard">
      <span aria-hidden="true">←</span> Back to Dashboard
    </Back>
  );
}

const Header = styled(Stack).attrs({ as: 'header', $gap: 2 })`
  & h1 {
    font-size: ${({ theme }) => theme.font.sizes['3xl']};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    letter-spacing: -0.02em;
  }
  & p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 680px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    & h1 { font-size: ${({ theme }) => theme.font.sizes['2xl']}; }
  }
`;

const Eyebrow = styled.span`
  color: ${({ theme }) => theme.colors.savings};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export function PageHeader({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <Header>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1>{title}</h1>
      <p>{lead}</p>
    </Header>
  );
}

/** The form beside a sticky side column on wide screens; one column below 1024 px. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(6)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

export const Aside = styled(Stack).attrs({ as: 'aside', $gap: 4 })`
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    top: ${space(4)};
  }
`;

export const FormCard = styled(Card)`
  overflow: visible;
`;

/** A deal form's body: a form, or a div with `as` (the loading placeholder). */
export const FormBody = styled.form`
  padding: ${space(6)};
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: ${space(4)};
  }
`;

const SectionBox = styled(Stack).attrs({ as: 'section', $gap: 4 })`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${space(6)};
  }
`;

const SectionHeading = styled(Stack).attrs({ $gap: 1 })`
  & h2 { font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
  & p { font-size: ${({ theme }) => theme.font.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A titled group of fields, labelled by its heading. */
export function FormSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <SectionBox aria-labelledby={`${id}-heading`}>
      <SectionHeading>
        <h2 id={`${id}-heading`}>{title}</h2>
        {hint ? <p>{hint}</p> : null}
      </SectionHeading>
      {children}
    </SectionBox>
  );
}

/** web-common's text area, taller for a deal's description, with the portal's focus ring. */
export const TextArea = styled(BaseTextArea)`
  min-height: 120px;
  &:focus { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 0; border-color: transparent; }
`;
export const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * aria-describedby for a control: its error (Field renders `${id}-error`) and its hint
 * (`${id}-hint`, or the id given), when present.
 */
export function describedBy(id: string, { error, hint }: { error?: string | undefined; hint?: boolean | string }): string | undefined {
  const hintId = typeof hint === 'string' ? hint : hint ? `${id}-hint` : null;
  const ids = [error ? `${id}-error` : null, hintId].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const NoticeBox = styled.div<{ $tone: 'warning' | 'info' }>`
  display: flex;
  gap: ${space(3)};
  align-items: flex-start;
  padding: ${space(3)} ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.brandSoft)};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.brandSoft)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & strong { display: block; margin-bottom: ${space(0.5)}; }
`;

const NoticeIcon = styled.span<{ $tone: 'warning' | 'info' }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.brand)};
`;

/** A highlighted sentence inside a form: a warning or a piece of information. */
export function Notice({ tone = 'info', title, children }: { tone?: 'warning' | 'info'; title: string; children: ReactNode }) {
  return (
    <NoticeBox $tone={tone}>
      <NoticeIcon $tone={tone} aria-hidden="true">
        {tone === 'warning' ? '!' : 'i'}
      </NoticeIcon>
      <div>
        <strong>{title}</strong>
        {children}
      </div>
    </NoticeBox>
  );
}

/** Said before submit when the signed-in business is not verified yet (DESIGN.md section 3). */
export function UnverifiedNotice() {
  return (
    <Notice tone="warning" title="Your business is awaiting verification">
      {DRAFT_NOTICE}
    </Notice>
  );
}

export const SideCard = styled(Card)`
  padding: ${space(5)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  & h2 { font-size: ${({ theme }) => theme.font.sizes.md}; font-weight: ${({ theme }) => theme.font.weights.semibold}; }
`;
