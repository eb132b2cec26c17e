import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeOutboxStatus } from '@marketplace/core/mail/domain/outbox-status';
import { SENT_MAIL_RECIPIENT_MAX_LENGTH, type SentMailStatusFilter } from '@marketplace/core/mail/schemas/sent-mail-query.schema';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { Cluster, Stack } from '@marketplace/web-common/components/layout/stack';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Badge, type BadgeTone } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Input, Select } from '@marketplace/web-common/components/ui/input';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { formatMoment } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { useSentMail, type SentMailFilters, type SentMailSummary } from '../api/get-sent-mail.js';
import { useSentMessage } from '../api/get-sent-message.js';
import { CellNote } from './admin-table.js';
import { Section } from './admin-layout.js';

const STATUS_FILTERS: { value: SentMailStatusFilter; label: string }[] = [
  { value: 'all', label: 'All emails' },
  { value: 'unsent', label: 'Waiting or failing' },
  { value: 'sent', label: 'Sent' },
];

const STATUS_TONES: Record<SentMailSummary['status'], BadgeTone> = { sent: 'success', waiting: 'neutral', retrying: 'danger' };

const Columns = styled.div`
  display: grid;
  gap: ${space(4)};
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(240px, 1fr) 2fr;
  }
`;

/** The open email: under the list on a phone, beside it (and staying in view while the list scrolls) on wider screens. */
const Detail = styled.div`
  min-width: 0;
  scroll-margin-top: ${space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    position: sticky;
    top: ${space(4)};
    align-self: start;
  }
`;

const Filters = styled(Cluster).attrs({ as: 'form', $gap: 3, role: 'search' })`
  align-items: end;
  & > div { min-width: 0; flex: 1 1 200px; }
  & label { display: block; font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.medium}; margin-bottom: ${space(1.5)}; }
`;

const List = styled(Stack).attrs({ as: 'ul', $gap: 2 })`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Entry = styled.button<{ $selected: boolean }>`
  width: 100%;
  text-align: left;
  padding: ${space(3)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
  overflow-wrap: anywhere;
  & > strong { display: block; }
`;

const Preview = styled.iframe`
  width: 100%;
  height: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const TextPart = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  margin: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(1)} ${space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; overflow-wrap: anywhere; min-width: 0; }
`;

/** "Sent · 6 Jan, 23:55", "Waiting", "Retrying (2 failed attempts): Connection refused". */
function statusWords(email: Pick<SentMailSummary, 'status' | 'sentAt' | 'failedAttempts' | 'lastError'>): string {
  const words = describeOutboxStatus(email);
  return email.status === 'sent' && email.sentAt ? `${words} · ${formatMoment(email.sentAt)}` : words;
}

/** A badge that wraps: a retry's SMTP error can be long, and the list must fit a phone. */
const StatusBadge = styled(Badge)`
  white-space: normal;
  overflow-wrap: anywhere;
  margin-top: ${space(1.5)};
`;

function MessageView({ id }: { id: number }) {
  const message = useSentMessage(id);
  if (message.isError) return <StatePanel role="alert" icon="⚠" title="Could not load the email" text={errorDescription(message.error)} />;
  if (!message.data) return <Spinner label="Loading the email" />;
  const email = message.data;
  return (
    <Stack $gap={3} style={{ minWidth: 0 }} aria-label={`Email ${email.subject}`} role="region">
      <strong>{email.subject || '(no subject)'}</strong>
      <Facts>
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Kind</dt>
        <dd>{email.kind}</dd>
        <dt>Written</dt>
        <dd>{formatMoment(email.createdAt)}</dd>
        <dt>Status</dt>
        <dd>{statusWords(email)}</dd>
        {email.messageId ? (
          <>
            <dt>Message-ID</dt>
            <dd>{email.messageId}</dd>
          </>
        ) : null}
      </Facts>
      {/* The mail's HTML in an empty sandbox: no scripts, no forms, no access to the portal. */}
      <Preview title={`Preview of ${email.subject}`} sandbox="" srcDoc={email.previewHtml} referrerPolicy="no-referrer" />
      <details>
        <summary>Text part</summary>
        <TextPart>{email.text}</TextPart>
      </details>
    </Stack>
  );
}

function MailList({ emails, selected, onSelect }: { emails: readonly SentMailSummary[]; selected: number | null; onSelect: (id: number) => void }) {
  return (
    <List aria-label="Sent emails">
      {emails.map((email) => (
        <li key={email.id}>
          <Entry type="button" $selected={email.id === selected} aria-current={email.id === selected || undefined} onClick={() => onSelect(email.id)}>
            <strong>{email.subject || '(no subject)'}</strong>
            <CellNote>
              {email.kind} · to {email.to} · written {formatMoment(email.createdAt)}
            </CellNote>
            <StatusBadge $tone={STATUS_TONES[email.status]}>{statusWords(email)}</StatusBadge>
          </Entry>
        </li>
      ))}
    </List>
  );
}

function DeliveryNote({ delivery }: { delivery: 'catcher' | 'provider' | undefined }) {
  if (delivery === 'catcher') return <>Development inbox: no mail provider is set (SMTP_URL), so mail goes to the server&apos;s built-in catcher and never reaches its recipients.</>;
  if (delivery === 'provider') return <>Every email the server wrote, newest first, and whether your mail provider accepted it. Sent emails are kept for 30 days.</>;
  return <>Every email the server wrote, newest first.</>;
}

/**
 * The outbox, newest first: what each email is, to whom, when it was written and where its sending
 * stands (a failing SMTP server shows as "Retrying" with its error), with a sandboxed preview.
 */
export function SentMailPanel() {
  const [filters, setFilters] = useState<SentMailFilters>({ status: 'all', to: '' });
  const [recipient, setRecipient] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useSentMail(filters);
  const statusId = useId();
  const recipientId = useId();
  const emails = list.data?.pages.flatMap((page) => page.emails) ?? [];
  const selected = chosen !== null && emails.some((email) => email.id === chosen) ? chosen : (emails[0]?.id ?? null);
  const delivery = list.data?.pages[0]?.delivery;
  const detail = useRef<HTMLDivElement>(null);

  const open = (id: number) => {
    setChosen(id);
    // On a phone the email shows under the list: bring it into view (no-op where it already is).
    requestAnimationFrame(() => detail.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, to: recipient }));
  };

  return (
    <Section
      title="Sent mail"
      description={<DeliveryNote delivery={delivery} />}
      actions={
        <Button variant="secondary" size="sm" disabled={list.isFetching} onClick={() => void list.refetch()}>
          Refresh
        </Button>
      }
    >
      <Filters onSubmit={search}>
        <div>
          <label htmlFor={statusId}>Show</label>
          <Select id={statusId} value={filters.status} onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value as SentMailStatusFilter }))}>
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={recipientId}>Recipient</label>
          <Input id={recipientId} type="search" value={recipient} maxLength={SENT_MAIL_RECIPIENT_MAX_LENGTH} placeholder="Part of an email address" onChange={(event) => setRecipient(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Filters>
      {list.isError && !list.data ? (
        <StatePanel role="alert" icon="⚠" title="Could not load the sent mail" text={errorDescription(list.error)} actions={<Button onClick={() => void list.refetch()}>Try Again</Button>} />
      ) : !list.data ? (
        <Spinner label="Loading sent mail" />
      ) : emails.length === 0 ? (
        filters.status === 'all' && !filters.to.trim() ? (
          <StatePanel icon="✉" title="No mail sent yet" text="Receipts, welcome emails and the others appear here as the server writes them." />
        ) : (
          <StatePanel icon="✉" title="No emails match" text="Nothing matches these filters." />
        )
      ) : (
        <Columns>
          <Stack $gap={3} style={{ minWidth: 0 }}>
            <MailList emails={emails} selected={selected} onSelect={open} />
            {list.hasNextPage ? (
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                Load more
              </Button>
            ) : null}
          </Stack>
          <Detail ref={detail}>{selected !== null ? <MessageView id={selected} /> : null}</Detail>
        </Columns>
      )}
    </Section>
  );
}
