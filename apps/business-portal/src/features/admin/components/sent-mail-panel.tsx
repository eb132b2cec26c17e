import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, errorDescription } from '@marketplace/web-common/api/api-client';
import { Stack } from '@marketplace/web-common/components/layout/stack';
import { StatePanel } from '@marketplace/web-common/components/layout/page';
import { Button } from '@marketplace/web-common/components/ui/button';
import { Spinner } from '@marketplace/web-common/components/ui/spinner';
import { formatMoment } from '@marketplace/web-common/format';
import { space } from '@marketplace/web-common/theme';
import { useSentMail, type SentMailSummary } from '../api/get-sent-mail.js';
import { useSentMessage } from '../api/get-sent-message.js';
import { CellNote } from './admin-table.js';
import { Section } from './admin-layout.js';

const Columns = styled.div`
  display: grid;
  gap: ${space(4)};
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(220px, 1fr) 2fr;
  }
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

function MessageView({ id }: { id: string }) {
  const message = useSentMessage(id);
  if (message.isError) return <StatePanel role="alert" icon="⚠" title="Could not load the message" text={errorDescription(message.error)} />;
  if (!message.data) return <Spinner label="Loading the message" />;
  const { subject, from, to, date, html, text } = message.data;
  return (
    <Stack $gap={3} style={{ minWidth: 0 }}>
      <div>
        <strong>{subject}</strong>
        <CellNote>
          From {from} to {to.join(', ')} · {formatMoment(date)}
        </CellNote>
      </div>
      {/* The mail's HTML in an empty sandbox: no scripts, no forms, no access to the portal. */}
      {html !== null ? <Preview title={`Preview of ${subject}`} sandbox="" srcDoc={html} referrerPolicy="no-referrer" /> : null}
      <details open={html === null}>
        <summary>Text part</summary>
        <TextPart>{text}</TextPart>
      </details>
    </Stack>
  );
}

function MailList({ messages, selected, onSelect }: { messages: readonly SentMailSummary[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <List aria-label="Sent messages">
      {messages.map((message) => (
        <li key={message.id}>
          <Entry type="button" $selected={message.id === selected} aria-current={message.id === selected || undefined} onClick={() => onSelect(message.id)}>
            <strong>{message.subject || '(no subject)'}</strong>
            <CellNote>
              {message.to.join(', ')} · {formatMoment(message.date)}
            </CellNote>
          </Entry>
        </li>
      ))}
    </List>
  );
}

const isCatcherOff = (error: unknown) => error instanceof ApiError && error.status === 404 && (error.body as { code?: unknown } | null)?.code === 'mail.catcher_off';

/** What the in-process mail catcher received (development and tests), newest first, with a preview. */
export function SentMailPanel() {
  const list = useSentMail();
  const [chosen, setChosen] = useState<string | null>(null);
  const messages = list.data?.messages ?? [];
  const selected = chosen ?? messages[0]?.id ?? null;
  return (
    <Section
      title="Sent mail"
      description="Mail this server sent to its built-in catcher (no mail provider configured). Only the most recent messages are kept."
      actions={
        <Button variant="secondary" size="sm" disabled={list.isFetching} onClick={() => void list.refetch()}>
          Refresh
        </Button>
      }
    >
      {list.isError && isCatcherOff(list.error) ? (
        <StatePanel icon="✉" title="Mail goes to your provider" text="SMTP_URL is set, so mail is delivered by your provider and not kept here: its own logs show what was sent." />
      ) : list.isError ? (
        <StatePanel role="alert" icon="⚠" title="Could not load the sent mail" text={errorDescription(list.error)} actions={<Button onClick={() => void list.refetch()}>Try Again</Button>} />
      ) : !list.data ? (
        <Spinner label="Loading sent mail" />
      ) : messages.length === 0 ? (
        <StatePanel icon="✉" title="No mail sent yet" text="Receipts and other emails appear here as the server sends them." />
      ) : (
        <Columns>
          <MailList messages={messages} selected={selected} onSelect={setChosen} />
          {selected ? <MessageView id={selected} /> : null}
        </Columns>
      )}
    </Section>
  );
}
