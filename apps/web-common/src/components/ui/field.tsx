import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '../layout/stack.js';

const Wrapper = styled(Stack).attrs({ $gap: 1.5 })`
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A labelled form control with its error text; the control gets `id` = htmlFor and should set
 * aria-describedby to `${htmlFor}-error` and aria-invalid when `error` is set.
 */
export function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string | undefined; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <ErrorText id={`${htmlFor}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
