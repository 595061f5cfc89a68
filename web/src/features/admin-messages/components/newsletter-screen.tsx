import { useState } from 'react';

import { MailIcon, SearchIcon } from '@/components/icons';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable, DataTableSkeleton, type DataTableColumn } from '@/components/data-table/data-table';
import { QueryBody } from '@/components/query-body';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  SUBSCRIBER_REMOVED_MESSAGE,
  useExportSubscribers,
  useRemoveSubscriber,
  useSubscribers,
  type Subscriber,
} from '../api/newsletter';
import styles from './messages-screen.module.css';

const HEADERS = ['Email', 'Subscribed'] as const;

const COLUMNS: DataTableColumn<Subscriber>[] = [
  { id: 'email', header: 'Email', cell: (s) => s.email },
  { id: 'subscribed', header: 'Subscribed', cell: (s) => formatDateTime(s.subscribedAt) },
];

/**
 * /admin/newsletter (issue 23, part 6): the footer's newsletter subscribers, newest first, paged
 * by the server and searched by address, with their count, a CSV export of every active
 * subscriber and Remove (audited). Subscribers leave on their own by the link of every
 * marketing mail.
 */
export function NewsletterScreen() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toRemove, setToRemove] = useState<Subscriber | null>(null);
  const subscribers = useSubscribers({ search: useDebouncedValue(search).trim(), page });
  const remove = useRemoveSubscriber();
  const exportCsv = useExportSubscribers();
  const { toast } = useToast();
  const failed = (error: unknown, fallback: string) => toast({ type: 'error', message: isApiError(error) ? error.message : fallback });

  return (
    <AdminPage
      title="Newsletter"
      meta={
        subscribers.data && (
          <p>
            <span className={styles.count} data-testid="subscriber-count">
              {formatNumber(subscribers.data.pagination.total)}
            </span>{' '}
            {search ? 'matching subscribers' : 'subscribers'}
          </p>
        )
      }
      actions={
        <>
          <ButtonLink to="/admin/messages" variant="secondary">
            Messages
          </ButtonLink>
          <Button
            loading={exportCsv.isPending}
            loadingLabel="Exporting"
            onClick={() =>
              exportCsv.mutate(undefined, {
                onSuccess: (filename) => toast({ type: 'success', message: `Exported ${filename}` }),
                onError: (error) => failed(error, 'Failed to export subscribers'),
              })
            }
          >
            Export CSV
          </Button>
        </>
      }
    >
      <div className={styles.toolbar} role="search">
        <Input
          label="Search subscribers"
          hideLabel
          type="search"
          placeholder="Search by email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          fieldClassName={styles.search}
        />
      </div>
      <QueryBody
        query={subscribers}
        loadingText="Loading subscribers..."
        loading={<DataTableSkeleton headers={HEADERS} label="Loading subscribers" />}
        error={{ title: 'Subscribers not loaded', message: 'Failed to load subscribers. Please try again.' }}
        isEmpty={(found) => found.subscribers.length === 0}
        empty={{
          icon: search ? <SearchIcon size={28} /> : <MailIcon size={28} />,
          title: search ? 'No subscribers match' : 'No subscribers yet',
          description: search ? 'Try another address.' : 'Addresses signed up in the footer appear here.',
        }}
      >
        {(found) => (
          <DataTable
            caption="Newsletter subscribers"
            columns={COLUMNS}
            rows={found.subscribers}
            rowKey={(s) => s.email}
            rowTestId={(s) => `subscriber-${s.email}`}
            rowActions={(s) => (
              <Button size="sm" variant="danger" onClick={() => setToRemove(s)}>
                Remove
              </Button>
            )}
            paging={{
              page,
              onPageChange: setPage,
              label: 'Subscribers pages',
              answer: found.pagination,
              noun: search ? 'matching subscribers' : 'subscribers',
              refreshing: subscribers.isFetching && 'Refreshing subscribers',
            }}
          />
        )}
      </QueryBody>
      <Dialog
        open={toRemove !== null}
        onClose={() => setToRemove(null)}
        title="Remove subscriber"
        size="sm"
        description={toRemove ? `Remove ${toRemove.email} from the newsletter? They will get no more newsletters.` : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToRemove(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              loadingLabel="Removing"
              onClick={() =>
                toRemove &&
                remove.mutate(toRemove.email, {
                  onSuccess: () => toast({ type: 'success', message: SUBSCRIBER_REMOVED_MESSAGE }),
                  onError: (error) => failed(error, 'Failed to remove the subscriber'),
                  onSettled: () => setToRemove(null),
                })
              }
            >
              Remove
            </Button>
          </>
        }
      />
    </AdminPage>
  );
}
