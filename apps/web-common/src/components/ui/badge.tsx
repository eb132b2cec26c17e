import styled, { css } from 'styled-components';
import { space } from '../../theme.js';

export type BadgeTone = 'neutral' | 'brand' | 'savings' | 'success' | 'warning' | 'danger';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(0.5)} ${space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.semibold};
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const c = theme.colors;
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: [c.surfaceMuted, c.textMuted],
      brand: [c.brandSoft, c.brand],
      savings: [c.savingsSoft, c.savings],
      success: [c.successSoft, c.success],
      warning: [c.warningSoft, c.warning],
      danger: [c.dangerSoft, c.danger],
    };
    const [background, color] = tones[$tone];
    return css`background: ${background}; color: ${color};`;
  }}
`;
