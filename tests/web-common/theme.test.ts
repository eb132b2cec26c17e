import { describe, expect, it } from 'vitest';
import { theme, space } from '@marketplace/web-common/theme';
import { contrastRatio } from '@marketplace/web-common/contrast';

const { colors } = theme;

describe('theme (DESIGN.md section 9)', () => {
  it('uses a 4 px spacing scale', () => {
    expect(space(1)).toBe('4px');
    expect(space(6)).toBe('24px');
  });

  it.each([
    ['text on surface', colors.text, colors.surface],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['muted text on muted surface', colors.textMuted, colors.surfaceMuted],
    ['inverse text on brand', colors.textInverse, colors.brand],
    ['inverse text on brand hover', colors.textInverse, colors.brandHover],
    ['savings on surface', colors.savings, colors.surface],
    ['savings on savings soft', colors.savings, colors.savingsSoft],
    ['inverse text on savings', colors.textInverse, colors.savings],
    ['success on success soft', colors.success, colors.successSoft],
    ['warning on warning soft', colors.warning, colors.warningSoft],
    ['danger on danger soft', colors.danger, colors.dangerSoft],
    ['inverse text on danger', colors.textInverse, colors.danger],
    ['brand on brand soft', colors.brand, colors.brandSoft],
    ['inverse text on the dark surface', colors.textInverse, colors.text],
    ['muted inverse text on the dark surface', colors.textInverseMuted, colors.text],
  ])('%s meets WCAG AA (4.5:1)', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the known extremes and refuses malformed colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(() => contrastRatio('red', '#ffffff')).toThrow(RangeError);
  });
});
