import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** WCAG 2.1 A and AA, as DESIGN.md section 9 asks ("Colour contrast meets WCAG AA"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now (or on `include` alone, e.g. an open dialog) and fails on
 * any serious or critical violation, listing each rule with its help text and the offending nodes.
 * `exclude` leaves a part out: a frame whose sandbox forbids scripts (an email's preview) must be,
 * as axe cannot run inside it and would wait for it forever.
 */
export async function expectNoSeriousA11yViolations(page: Page, { include, exclude, label }: { include?: string; exclude?: string; label?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map((violation) =>
    [
      `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`),
    ].join('\n'),
  );
  // Soft, so one run reports every page state of the test that fails, not only the first.
  expect.soft(blocking.length, `axe found serious or critical violations on ${label ?? page.url()}:\n${report.join('\n')}`).toBe(0);
}
