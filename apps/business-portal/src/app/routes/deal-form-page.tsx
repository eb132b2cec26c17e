import type { ReactNode } from 'react';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { BackToDashboard, Page, PageHeader } from '../../features/deal-forms/components/form-kit.js';
import { RequireBusiness } from '../guards.js';

/** Each deal page's document title (before " · Discount Marketplace") and heading. */
const PAGES = {
  standard: {
    documentTitle: 'Create Deal',
    eyebrow: 'New deal',
    title: 'Create a Deal',
    lead: 'Offer a fixed discount: customers pay a small price once and save a percentage on their visit.',
  },
  slider: {
    documentTitle: 'Create Slider Deal',
    eyebrow: 'New slider deal',
    title: 'Create a Slider Deal',
    lead: 'Let customers choose what to pay: every $5 step up unlocks a bigger discount.',
  },
  cashToDiscount: {
    documentTitle: 'Create Cash to Discount Deal',
    eyebrow: 'Cash to Discount',
    title: 'Create a Cash to Discount Deal',
    lead: 'Customers choose one of six prices, from $5 to $30 by default, up front; the more they pay, the bigger the discount they unlock at your business.',
  },
  edit: {
    documentTitle: 'Edit Deal',
    eyebrow: 'Your deal',
    title: 'Edit Deal',
    lead: 'Update what customers see. Changes apply as soon as you save.',
  },
} as const;

/** The frame of the create and edit deal pages: signed-in businesses only, the way back and the heading. */
export function DealFormPage({ page, children }: { page: keyof typeof PAGES; children: (business: BusinessAccount) => ReactNode }) {
  const { documentTitle, eyebrow, title, lead } = PAGES[page];
  return (
    <RequireBusiness permission="deals">
      {(business) => (
        <Page>
          <title>{`${documentTitle} · Discount Marketplace`}</title>
          <BackToDashboard />
          <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
          {children(business)}
        </Page>
      )}
    </RequireBusiness>
  );
}
