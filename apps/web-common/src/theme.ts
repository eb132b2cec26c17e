/**
 * The one typed theme both web apps use (DESIGN.md section 9): a palette with an accent for
 * savings, neutral greys, success / warning / danger; a type scale; a 4 px spacing scale;
 * radii; shadows. Components read tokens, never raw colours. Text colours are chosen to meet
 * WCAG AA (4.5:1) on the surfaces they sit on; tests/web-common checks the pairs.
 */
export const theme = {
  colors: {
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandSoft: '#dbeafe',
    /** The savings accent: discounts, "You Get", the hero number on a card. */
    savings: '#047857',
    savingsSoft: '#d1fae5',
    text: '#111827',
    textMuted: '#4b5563',
    textInverse: '#ffffff',
    /** Secondary text on the dark surfaces (the footer, the home hero): 6.99:1 on `text`. */
    textInverseMuted: '#9ca3af',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    border: '#e5e7eb',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    focus: '#2563eb',
  },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    sizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '1.875rem', '4xl': '2.25rem' },
    weights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeights: { tight: 1.2, normal: 1.5 },
  },
  /** space(n) = n × 4 px. */
  spaceUnitPx: 4,
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
    md: '0 4px 12px rgba(17, 24, 39, 0.08)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.12)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
} as const;

export type Theme = typeof theme;

export function space(steps: number): string {
  return `${steps * theme.spaceUnitPx}px`;
}
