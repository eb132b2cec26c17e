// Shared set-up of the deal form tests: the signed-in business, the category list, the pages.
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { ALL_DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { aBusiness } from '../mothers.js';
import { renderWithApp } from '../render.js';

/** GET /api/categories as the server seeds it: both lists, with ids. */
export const SERVED_CATEGORIES = ALL_DEAL_CATEGORIES.map((name, index) => ({ id: index + 1, name }));

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd of today (UTC) and of 30 days later: the new-deal defaults of business-side section 9. */
export function defaultDates(now = new Date()): { today: string; in30Days: string } {
  return { today: now.toISOString().slice(0, 10), in30Days: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10) };
}

export interface PageSetup {
  readonly business?: BusinessAccount;
  readonly routes?: ApiRoutes;
}

/** Renders a portal page at `path` for the signed-in business, with the API mocked. */
export function renderPortalPage(page: ReactElement, { path, route }: { path: string; route: string }, setup: PageSetup = {}) {
  const api = mockApi({
    'GET /api/user': { body: setup.business ?? aBusiness() },
    'GET /api/categories': { body: SERVED_CATEGORIES },
    ...setup.routes,
  });
  const rendered = renderWithApp(page, { path, route });
  return { ...rendered, api };
}

/** The quality score panel: its number (the progress bar's value) and its colour band. */
export function qualityScore(): { score: number; band: string | null; reached: string[] } {
  const panel = screen.getByTestId('quality-score');
  const bar = within(panel).getByRole('progressbar', { name: 'Deal quality score' });
  const reached = within(panel)
    .getAllByRole('listitem')
    .filter((item) => item.dataset['reached'] === 'true')
    .map((item) => (item.textContent ?? '').replace(/^[★☆]/, '').replace(/ \(reached\)$/, ''));
  return { score: Number(bar.getAttribute('aria-valuenow')), band: panel.dataset['band'] ?? null, reached };
}

/** The message a control announces as its description (its error, with any hint). */
export function expectError(control: HTMLElement, message: string): void {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

type User = ReturnType<typeof renderWithApp>['user'];

/** Replaces a field's text in one go (a paste), much faster than typing it key by key. */
export async function fill(user: User, control: HTMLElement, text: string): Promise<void> {
  await user.clear(control);
  if (text === '') return;
  await user.click(control);
  await user.paste(text);
}

/** Generous limits: the forms are large and the test machines are shared. */
export const SLOW = { timeout: 30_000 } as const;

/** The toast on screen: title, description and variant. */
export function currentToast() {
  const [toast] = toastStore.getSnapshot();
  return toast ? { title: toast.title, description: toast.description, variant: toast.variant } : null;
}
