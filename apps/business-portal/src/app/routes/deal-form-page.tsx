import type { ReactNode } from 'react';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { BackToDashboard, Page, PageHeader } from '../../features/deal-forms/components/form-kit.js';
import { RequireBusiness } from '../guards.js';

interface DealFormPageProps {
  /** The document title, before " · Discount Marketplace". */
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  children: (business: BusinessAccount) => ReactNode;
}

/** The frame of the create and edit deal pages: signed-in businesses only, the way back and the heading. */
export function DealFormPage({ documentTitle, eyebrow, title, lead, children }: DealFormPageProps) {
  return (
    <RequireBusiness>
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
