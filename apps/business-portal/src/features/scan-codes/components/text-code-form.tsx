import { useId, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  validateCodePayloadSchema,
  type ValidateCodePayload,
  type ValidateCodePayloadInput,
} from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input } from '@marketplace/web-common/components/ui/input';
import { space } from '@marketplace/web-common/theme';
import { formatTextCodeInput } from '../text-code.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  & > input { flex: 1 1 10rem; min-width: 0; }
`;

const CodeInput = styled(Input)`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The manual entry: a text code typed as the customer reads it (XXXXX-XXXXX, or XXXX-XXXX for a
 * code issued before; with or without the dash, any case), formatted as it is typed, checked with
 * core's validate-code schema, then handed over normalised. No maxLength: a pasted code with spaces
 * around it must not be cut short; the formatter keeps at most 10 characters.
 */
export function TextCodeForm({ onValidate, pending, inputRef }: { onValidate: (code: string) => void; pending: boolean; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const inputId = `${id}-code`;
  const { register, handleSubmit, formState, setValue } = useForm<ValidateCodePayloadInput, unknown, ValidateCodePayload>({
    resolver: zodResolver(validateCodePayloadSchema),
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;
  const { ref, ...field } = register('code', {
    onChange: (event: { target: HTMLInputElement }) => {
      const formatted = formatTextCodeInput(event.target.value);
      if (formatted !== event.target.value) setValue('code', formatted, { shouldValidate: formState.isSubmitted });
    },
  });

  return (
    <Form noValidate aria-label="Enter a text code" onSubmit={handleSubmit(({ code }) => onValidate(code.value))}>
      <Label htmlFor={inputId}>Text code</Label>
      <Row>
        <CodeInput
          id={inputId}
          placeholder="ABCDE-23456"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
          ref={(element) => {
            ref(element);
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          {...field}
        />
        <Button type="submit" loading={pending}>
          Validate
        </Button>
      </Row>
      {error ? (
        <ErrorText id={`${inputId}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Hint id={`${inputId}-hint`}>10 letters and digits, like ABCDE-23456 (older codes have 8, like ABCD-2345). The dash and letter case don't matter.</Hint>
    </Form>
  );
}
