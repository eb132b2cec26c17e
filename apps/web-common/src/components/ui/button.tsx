import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import { space } from '../../theme.js';
import { Spinner } from './spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'savings' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const PADDING: Record<ButtonSize, string> = { sm: `${space(1.5)} ${space(3)}`, md: `${space(2.5)} ${space(4)}`, lg: `${space(3)} ${space(6)}` };

export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: ${({ $size = 'md' }) => PADDING[$size]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.sizes.sm : theme.font.sizes.md)};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  line-height: 1.25;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 0.15s ease, border-color 0.15s ease, box-shadow 0.15s ease;
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`background: ${c.brand}; color: ${c.textInverse}; &:hover:not(:disabled) { background: ${c.brandHover}; }`;
      case 'savings':
        return css`background: ${c.savings}; color: ${c.textInverse}; &:hover:not(:disabled) { box-shadow: ${theme.shadows.md}; }`;
      case 'danger':
        return css`background: ${c.danger}; color: ${c.textInverse};`;
      case 'secondary':
        return css`background: ${c.surface}; color: ${c.text}; border-color: ${c.border}; &:hover:not(:disabled) { background: ${c.surfaceMuted}; }`;
      case 'ghost':
        return css`background: transparent; color: ${c.text}; &:hover:not(:disabled) { background: ${c.surfaceMuted}; }`;
    }
  }}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  loading?: boolean;
  children: ReactNode;
}

export function Button({ variant, size, block, loading, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton type={type} $variant={variant} $size={size} $block={block} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size={16} label="" /> : null}
      {children}
    </StyledButton>
  );
}

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a button (moves within the app). */
export function ButtonLink({ variant, size, block, ...rest }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}

const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;

/** A button-looking link to a page of the other web app (full page load). */
export function ButtonAnchor({ variant, size, block, ...rest }: ComponentProps<'a'> & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }) {
  return <StyledAnchor $variant={variant} $size={size} $block={block} {...rest} />;
}
