import { useId, useState } from 'react';
import styled from 'styled-components';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { CONTACT_STATUSES, CONTACT_TOPIC_LABELS, type ContactStatus } from '@marketplace/core/contact/domain/contact-message';
import { errorDescription } from '@marketplace/web-common/api/api-client';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Badge } from '@marketplace/web-common/components/ui/badge';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Select } from '@marketplace/web-common/components/ui/input';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { formatMoment } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { useChangeContactMessageStatus } from '../api/change-contact-message-status.js';
import { useAdminContactMessages, type AdminContactMessage, type AdminContactMessagesQuery } from '../api/get-contact-messages.js';
import { CellNote } from './admin-table.js';
import { Section } from './admin-layout.js';

const STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', read: 'Read', answered: 'Answered' };
const STATUS_TONES = { new: 'warning', read: 'neutral', answered: 'success' } as const;

const List = styled(Stack).attrs({ as: 'ul', $gap: 3 })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(Stack).attrs({ as: 'li', $gap: 2 })`
  padding: ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  & > header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space(2)}; }
  & > p { white-space: pre-wrap; overflow-wrap: anywhere; }
  & a { overflow-wrap: anywhere; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  & label { font-size: ${({ theme }) => theme.font.sizes.sm}; font-weight: ${({ theme }) => theme.font.weights.medium}; }
  & select { width: auto; min-width: 140px; }
`;

function MessageItem({ message }: { message: AdminContactMessage }) {
  const change = useChangeContactMessageStatus();
  const selectId = useId();
  return (
    <Item aria-label={`Message from ${message.name}`}>
      <header>
        <div>
          <strong>{message.name}</strong> · <a href={`mailto:${message.email}`}>{message.email}</a>
          <CellNote>
            {CONTACT_TOPIC_LABELS[message.topic]} · {formatMoment(message.createdAt)}
          </CellNote>
        </div>
        <Badge $tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
      </header>
      <p>{message.message}</p>
      <Controls>
        <label htmlFor={selectId}>Status</label>
        <Select
          id={selectId}
          value={message.status}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ id: message.id, status: event.target.value as ContactStatus })}
        >
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        {change.isPending ? <Spinner size={16} label="Saving" /> : null}
      </Controls>
    </Item>
  );
}

/** The messages sent from the Contact page, newest first, each with its status the admin changes. */
export function ContactMessagesPanel() {
  const [query, setQuery] = useState<AdminContactMessagesQuery>({ status: 'all', page: 1 });
  const list = useAdminContactMessages(query);
  const filterId = useId();
  const counts = list.data?.counts;
  const pagination = list.data?.pagination;
  return (
    <Section
      title="Contact messages"
      description={counts ? `${counts.new} new · ${counts.read} read · ${counts.answered} answered` : 'Messages sent from the Contact page.'}
      actions={
        <Controls>
          <label htmlFor={filterId}>Show</label>
          <Select id={filterId} value={query.status} onChange={(event) => setQuery({ status: event.target.value as AdminContactMessagesQuery['status'], page: 1 })}>
            <option value="all">All messages</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Controls>
      }
    >
      {list.isError && !list.data ? (
        <StatePanel role="alert" icon="⚠" title="Could not load the messages" text={errorDescription(list.error)} actions={<Button onClick={() => void list.refetch()}>Try Again</Button>} />
      ) : !list.data ? (
        <Spinner label="Loading contact messages" />
      ) : list.data.messages.length ? (
        <List aria-busy={list.isFetching || undefined}>
          {list.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </List>
      ) : (
        <p>{query.status === 'all' ? 'No messages yet.' : `No ${STATUS_LABELS[query.status].toLowerCase()} messages.`}</p>
      )}
      {pagination && pagination.totalPages > 1 ? (
        <Controls as="nav" aria-label="Contact message pages">
          <span>
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={!pagination.hasPreviousPage} onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}>
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={!pagination.hasNextPage} onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}>
            Next
          </Button>
        </Controls>
      ) : null}
    </Section>
  );
}
