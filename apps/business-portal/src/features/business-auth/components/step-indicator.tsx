import styled, { css } from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
`;

const Item = styled(Stack).attrs({ as: 'li', $gap: 1.5 })<{ $done: boolean }>`
  position: relative;
  align-items: center;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  /* The line to the previous step: green once that step is done. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 17px;
    right: calc(50% + 22px);
    width: calc(100% - 44px);
    height: 2px;
    border-radius: 1px;
    background: ${({ theme, $done }) => ($done ? theme.colors.savings : theme.colors.border)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) { font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

type StepState = 'done' | 'current' | 'todo';

const StepNumber = styled.button<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 2px solid transparent;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  ${({ theme, $state }) => {
    const c = theme.colors;
    if ($state === 'done') return css`background: ${c.savings}; color: ${c.textInverse}; cursor: pointer; &:hover { box-shadow: 0 0 0 4px ${c.savingsSoft}; }`;
    if ($state === 'current') return css`background: ${c.brand}; color: ${c.textInverse}; box-shadow: 0 0 0 4px ${c.brandSoft};`;
    return css`background: ${c.surfaceMuted}; color: ${c.textMuted}; border-color: ${c.border};`;
  }}
  &:disabled { cursor: default; }
`;

const Title = styled.span<{ $current: boolean }>`
  color: ${({ theme, $current }) => ($current ? theme.colors.text : theme.colors.textMuted)};
`;

/**
 * The wizard's numbered steps. A finished step's number is a button that goes back to it; the
 * current and later steps cannot be clicked (business-side section 2: back only, never forward).
 */
export function StepIndicator({ steps, current, onBack }: { steps: readonly { step: number; title: string }[]; current: number; onBack: (index: number) => void }) {
  return (
    <List aria-label="Registration steps">
      {steps.map((step, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <Item key={step.step} $done={index <= current}>
            <StepNumber
              type="button"
              $state={state}
              disabled={state !== 'done'}
              aria-current={state === 'current' ? 'step' : undefined}
              aria-label={`Step ${step.step}: ${step.title}${state === 'done' ? ', completed: go back' : ''}`}
              onClick={() => {
                if (index < current) onBack(index);
              }}
            >
              {state === 'done' ? <span aria-hidden="true">✓</span> : step.step}
            </StepNumber>
            <Title $current={state === 'current'} aria-hidden="true">
              {step.title}
            </Title>
          </Item>
        );
      })}
    </List>
  );
}
