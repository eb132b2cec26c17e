import styled, { css } from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
  gap: ${space(2)};
`;

const Item = styled(Stack).attrs({ as: 'li', $gap: 2 })<{ $state: 'done' | 'current' | 'todo' }>`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  min-width: 0;
  &::before {
    content: '';
    display: block;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    ${({ theme, $state }) =>
      $state === 'todo'
        ? css`background: ${theme.colors.border};`
        : css`background: ${$state === 'done' ? theme.colors.savings : theme.colors.brand};`}
  }
`;

const Label = styled.span`
  display: flex;
  gap: ${space(1.5)};
  align-items: baseline;
  & b { font-variant-numeric: tabular-nums; }
  & span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    & span { display: none; }
  }
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: ${space(2)};
`;

/**
 * A horizontal step indicator: steps before `current` are done, `current` is highlighted. The
 * sentence under it names the step for screen readers and on narrow screens.
 */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <List style={{ ['--steps' as string]: steps.length }}>
        {steps.map((title, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <Item key={title} $state={state} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              <Label>
                <b>{step}</b>
                <span>{title}</span>
              </Label>
            </Item>
          );
        })}
      </List>
      <Status data-testid="step-status">
        Step {current} of {steps.length}: {steps[current - 1]}
      </Status>
    </div>
  );
}
