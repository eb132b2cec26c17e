import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';
import { Container } from '@marketplace/web-common/components/layout/page';

export const Hero = styled.section`
  background: ${({ theme }) => theme.colors.brandSoft};
  padding: ${space(16)} 0 ${space(12)};
  & h1 { font-size: clamp(2rem, 5vw, 3rem); letter-spacing: -0.03em; max-width: 20ch; }
  & p { font-size: ${({ theme }) => theme.font.sizes.lg}; color: ${({ theme }) => theme.colors.textMuted}; max-width: 640px; margin-top: ${space(4)}; }
`;

export const Section = styled(Stack).attrs({ as: 'section', $gap: 6 })`
  padding-top: ${space(14)};
  scroll-margin-top: ${space(20)};
  & > h2 { font-size: ${({ theme }) => theme.font.sizes['2xl']}; letter-spacing: -0.02em; }
  & > p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 720px; }
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = 240 }) => $min}px, 1fr));
  gap: ${space(5)};
`;

export const Actions = styled(Cluster).attrs({ $gap: 3, $align: 'stretch' })`
  margin-top: ${space(6)};
`;

const StepCard = styled.li`
  list-style: none;
  padding: ${space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  & h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  & p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const StepList = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${space(5)};
`;

export interface Step {
  title: string;
  text: string;
}

/** Numbered step cards. */
export function Steps({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <StepList aria-label={label}>
      {steps.map((step, index) => (
        <StepCard key={step.title}>
          <StepNumber aria-hidden="true">{index + 1}</StepNumber>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </StepCard>
      ))}
    </StepList>
  );
}

/** A plain feature card with an icon. */
export function FeatureCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <StepCard as="div">
      <span aria-hidden="true" style={{ fontSize: '1.75rem' }}>
        {icon}
      </span>
      <h3>{title}</h3>
      <p>{children}</p>
    </StepCard>
  );
}

/** The page body under a hero. */
export const Body = styled(Container)`
  padding-bottom: ${space(4)};
`;
