import { useState } from 'react';

import { MailIcon, SearchIcon } from '@/components/icons';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable, DataTableSkeleton, type DataTableColumn } from '@/components/data-table/data-table';
import { QueryBody } from '@/components/query-body';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  MARKED_HANDLED_MESSAGE,
  replyLink,
  useMarkHandled,
  useMessage,
  useMessages,
  type ContactMessage,
  type MessageStatus,
} from '../api/messages';
import styles from './messages-screen.module.css';

const STATUS_FILTERS: { value: MessageStatus; label: string }[] = [
  { value: '', label: 'All messages' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

const HEADERS = ['Received', 'From', 'Subject', 'Status'] as const;

function StatusBadge({ message }: { message: Pick<ContactMessage, 'handledAt'> }) {
  return message.handledAt ? <Badge tone="success">Handled</Badge> : <Badge tone="warning">New</Badge>;
}

function handledBy(message: ContactMessage): string {
  if (!message.handledAt) return '';
  const who = message.handledBy?.name || 'a deleted account';
  return `${who}, ${formatDateTime(message.handledAt)}`;
}

const COLUMNS: DataTableColumn<ContactMessage>[] = [
  { id: 'received', header: 'Received', cell: (m) => formatDateTime(m.createdAt) },
  {
    id: 'from',
    header: 'From',
    cell: (m) => (
      <>
        {m.name}
        <br />
        <span className={styles.preview}>{m.email}</span>
      </>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    cell: (m) => (
      <>
        <span className={styles.subject}>{m.subject}</span>
        <br />
        <span className={styles.preview}>{m.message}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (m) => <StatusBadge message={m} /> },
];

/** The whole message, with Reply by email and Mark as handled. */
function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const message = useMessage(id);
  const markHandled = useMarkHandled();
  const { toast } = useToast();
  const shown = message.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={shown?.subject ?? 'Message'}
      size="lg"
      footer={
        shown && (
          <>
            <a href={replyLink(shown)} className={buttonClassName({ variant: 'secondary' })}>
              Reply by email
            </a>
            {!shown.handledAt && (
              <Button
                loading={markHandled.isPending}
                loadingLabel="Saving"
                onClick={() =>
                  markHandled.mutate(shown.id, {
                    onSuccess: () => toast({ type: 'success', message: MARKED_HANDLED_MESSAGE }),
                    onError: (error) =>
                      toast({ type: 'error', message: isApiError(error) ? error.message : 'Failed to mark the message handled' }),
                  })
                }
              >
                Mark as handled
              </Button>
            )}
          </>
        )
      }
    >
      <QueryBody
        query={message}
        loadingText="Loading the message..."
        error={{ title: 'Message not loaded', message: 'Failed to load the message. Please try again.' }}
        isEmpty={() => false}
        empty={{ title: '' }}
        headingLevel="h3"
      >
        {(m) => (
          <div data-testid="message-reader">
            <dl className={styles.facts}>
              <div>
                <dt>From</dt>
                <dd>
                  {m.name} &lt;{m.email}&gt;
                </dd>
              </div>
              {m.phone && (
                <div>
                  <dt>Phone</dt>
                  <dd>{m.phone}</dd>
                </div>
              )}
              <div>
                <dt>Received</dt>
                <dd>{formatDateTime(m.createdAt)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd data-testid="message-status">
                  <StatusBadge message={m} /> {handledBy(m)}
                </dd>
              </div>
            </dl>
            <p className={styles.body}>{m.message}</p>
          </div>
        )}
      </QueryBody>
    </Dialog>
  );
}

/**
 * /admin/messages (issue 23, part 6): the contact form's messages, newest first, paged by the
 * server, searched (name, email, subject, message) and filtered new/handled; one opens whole,
 * is answered by email and marked handled (who and when are kept and audited).
 */
export function MessagesScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MessageStatus>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = { search: useDebouncedValue(search).trim(), status, page };
  const messages = useMessages(query);
  const filtered = search !== '' || status !== '';

  return (
    <AdminPage
      title="Messages"
      meta={
        messages.data && (
          <p>
            <span className={styles.count} data-testid="messages-unhandled">
              {formatNumber(messages.data.unhandled)}
            </span>{' '}
            not handled yet
          </p>
        )
      }
      actions={
        <ButtonLink to="/admin/newsletter" variant="secondary">
          Newsletter subscribers
        </ButtonLink>
      }
    >
      <div className={styles.toolbar} role="search">
        <Input
          label="Search messages"
          hideLabel
          type="search"
          placeholder="Search by name, email, subject or message"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          fieldClassName={styles.search}
        />
        <Select
          label="Filter by status"
          hideLabel
          options={STATUS_FILTERS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as MessageStatus);
            setPage(1);
          }}
          fieldClassName={styles.status}
        />
      </div>
      <QueryBody
        query={messages}
        loadingText="Loading messages..."
        loading={<DataTableSkeleton headers={HEADERS} label="Loading messages" />}
        error={{ title: 'Messages not loaded', message: 'Failed to load messages. Please try again.' }}
        isEmpty={(found) => found.messages.length === 0}
        empty={{
          icon: filtered ? <SearchIcon size={28} /> : <MailIcon size={28} />,
          title: filtered ? 'No messages match' : 'No messages yet',
          description: filtered ? 'Try another search, or show every message.' : 'Messages sent from the Contact page appear here.',
        }}
      >
        {(found) => (
          <DataTable
            caption="Contact messages"
            columns={COLUMNS}
            rows={found.messages}
            rowKey={(m) => m.id}
            rowTestId={(m) => `message-${m.id}`}
            rowActions={(m) => (
              <Button size="sm" variant="secondary" onClick={() => setOpenId(m.id)}>
                Read
              </Button>
            )}
            paging={{
              page,
              onPageChange: setPage,
              label: 'Messages pages',
              answer: found.pagination,
              noun: filtered ? 'matching messages' : 'messages',
              refreshing: messages.isFetching && 'Refreshing messages',
            }}
          />
        )}
      </QueryBody>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
