import styled, { css } from 'styled-components';
import { space } from '../../theme.js';

/** A step of the theme's 4 px spacing scale: gaps are tokens, never raw lengths. */
export type SpaceStep = 0 | 0.5 | 1 | 1.5 | 2 | 2.5 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

type Align = 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

export interface StackProps {
  /** Space between children, in spacing steps (default 4 = 16 px). */
  $gap?: SpaceStep;
  $align?: Align;
  $justify?: Justify;
}

export interface ClusterProps extends StackProps {
  /** Whether children wrap onto further lines (default true). */
  $wrap?: boolean;
}

const alignment = css<StackProps>`
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
`;

/**
 * Children one under another with a token gap. Use it (or `styled(Stack)` for a block with more
 * rules) instead of writing display: flex; flex-direction: column; gap again.
 */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space($gap)};
  ${alignment}
`;

/** Children side by side, vertically centred by default, wrapping onto further lines. */
export const Cluster = styled.div<ClusterProps>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: center;
  gap: ${({ $gap = 2 }) => space($gap)};
  ${alignment}
`;
