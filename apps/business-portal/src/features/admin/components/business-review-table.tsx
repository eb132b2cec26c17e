import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Skeleton } from '@marketplace/web-common/components/ui/skeleton';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { formatMomentDate } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import type { AdminBusiness, AdminBusinessPage } from '../api/get-admin-businesses.js';
import { CellNote, StackedTable, TableScroll } from './admin-table.js';

const Nowrap = styled.td`
  white-space: nowrap;
`;

const EmptyCell = styled.td`
  && { text-align: center; padding: ${space(10)} ${space(4)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ActionCell = styled.td`
  && { text-align: right; white-space: nowrap; }
`;

function place(business: AdminBusiness): string {
  return [business.city, business.state].filter(Boolean).join(', ') || '–';
}

const PAYOUT_WORDS: Readonly<Record<AdminBusiness['payouts'], string>> = {
  not_started: 'Payouts: not connected',
  incomplete: 'Payouts: setup not finished',
  action_required: 'Payouts: Stripe needs more',
  pending: 'Payouts: being checked',
  enabled: 'Payouts on',
};

/** Whether its deals are public now (free days or subscription), and until when. */
function listing(business: AdminBusiness, now: number): string {
  if (!business.verified) return 'Deals stay drafts';
  if (business.listedUntil === null || Date.parse(business.listedUntil) < now) return 'Deals hidden (no subscription)';
  return `Listed until ${formatMomentDate(business.listedUntil)}`;
}

function BusinessRows({ businesses, onVerify }: { businesses: AdminBusiness[]; onVerify: (business: AdminBusiness) => void }) {
  return (
    <>
      {businesses.map((business) => (
        <tr key={business.id}>
          <td data-label="Business">
            <strong>{business.name}</strong>
            <CellNote>{business.email}</CellNote>
            {business.phoneNumber ? <CellNote>{business.phoneNumber}</CellNote> : null}
          </td>
          <td data-label="Category">{business.category}</td>
          <td data-label="Location">{place(business)}</td>
          <td data-label="Deals">
            {business.deals.live} live
            <CellNote>
              {business.deals.total} total{business.deals.drafts ? ` · ${business.deals.drafts} ${business.deals.drafts === 1 ? 'draft' : 'drafts'}` : ''}
            </CellNote>
          </td>
          <Nowrap data-label="Joined">{formatMomentDate(business.createdAt)}</Nowrap>
          <td data-label="Status">
            {business.verified ? <Badge $tone="success">✓ Verified</Badge> : <Badge $tone="warning">Awaiting verification</Badge>}
            <CellNote>{listing(business, Date.now())}</CellNote>
            <CellNote>{PAYOUT_WORDS[business.payouts]}</CellNote>
          </td>
          <ActionCell>
            {business.verified ? (
              <VisuallyHidden>No action needed</VisuallyHidden>
            ) : (
              <Button size="sm" onClick={() => onVerify(business)} aria-label={`Verify ${business.name}`}>
                Verify
              </Button>
            )}
          </ActionCell>
        </tr>
      ))}
    </>
  );
}

const HEADERS = ['Business', 'Category', 'Location', 'Deals', 'Joined', 'Status'];

/** The businesses of one page (newest first), placeholders while they load, or why the list is empty. */
export function BusinessTable({ list, filtered, busy, onVerify }: { list: AdminBusinessPage | undefined; filtered: boolean; busy: boolean; onVerify: (business: AdminBusiness) => void }) {
  const captionId = useId();
  return (
    <TableScroll role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={busy || undefined}>
      <StackedTable $minWidth={860}>
        <caption id={captionId}>
          <VisuallyHidden>Businesses, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {list ? (
            list.businesses.length ? (
              <BusinessRows businesses={list.businesses} onVerify={onVerify} />
            ) : (
              <tr>
                <EmptyCell colSpan={HEADERS.length + 1}>
                  {filtered ? 'No businesses match these filters.' : 'No businesses have registered yet.'}
                </EmptyCell>
              </tr>
            )
          ) : (
            Array.from({ length: 4 }, (_, index) => (
              <tr key={index} aria-hidden="true">
                {[...HEADERS, ''].map((header) => (
                  <td key={header}>
                    <Skeleton $width="70%" />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}
