import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { space } from '@marketplace/web-common/theme';
import { describedBy } from './form-kit.js';

const Box = styled(Stack).attrs({ $gap: 1.5 })`
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space(2)};
  & label { font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.medium}; }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.colors.brand};
  font-variant-numeric: tabular-nums;
`;

const track = css`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.brand} 0 var(--fill),
    ${({ theme }) => theme.colors.border} var(--fill) 100%
  );
`;

const thumb = css`
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 3px solid ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: grab;
`;

const Range = styled.input`
  appearance: none;
  -webkit-appearance: none;
  width: 100%;
  height: 28px;
  margin: 0;
  background: transparent;
  cursor: pointer;
  &::-webkit-slider-runnable-track { ${track} }
  &::-moz-range-track { ${track} }
  &::-webkit-slider-thumb { -webkit-appearance: none; appearance: none; margin-top: -8px; ${thumb} }
  &::-moz-range-thumb { ${thumb} }
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; border-radius: ${({ theme }) => theme.radii.sm}; }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface RangeFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How a value reads, on screen and to assistive technology ("$15", "10%"). */
  format: (value: number) => string;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name?: string;
}

/** A labelled native slider (arrow keys, Home/End and Page keys work), its value, its bounds and its error. */
export function RangeField({ id, label, value, min, max, step, format, onChange, onBlur, error, name }: RangeFieldProps) {
  const fill = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <Box>
      <Head>
        <label htmlFor={id}>{label}</label>
        <Value aria-hidden="true">{format(value)}</Value>
      </Head>
      <Range
        id={id}
        name={name ?? id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        aria-valuetext={format(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        onBlur={onBlur}
      />
      <Scale aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </Scale>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Box>
  );
}
