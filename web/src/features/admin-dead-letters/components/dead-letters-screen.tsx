import { useState } from 'react';

import { DataTable, DataTableSkeleton, type DataTableColumn } from '@/components/data-table/data-table';
import { QueryBody } from '@/components/query-body';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

import { describeAdminError } from '@/lib/admin/admin-error';
import type { DeadLetter } from '../api/dead-letter-types';
import { useDeadLetter } from '../api/get-dead-letter';
import { useDeadLetters } from '../api/get-dead-letters';
import { useReplayDeadLetter } from '../api/replay-dead-letter';
import { AdminPage } from '@/components/admin/admin-page';
import styles from './dead-letters-screen.module.css';

const REASONS: Record<string, string> = {
  permanent_error: 'Unreadable',
  retries_exhausted: 'Retries exhausted',
  no_message_id: 'No message id',
  broker_dead_letter: 'Left by an older version',
};

function key(letter: Pick<DeadLetter, 'service' | 'id'>): string {
  return `${letter.service}/${letter.id}`;
}

/** The payload and full error of one dead letter, fetched when opened. */
function Details({ letter }: { letter: DeadLetter }) {
  const details = useDeadLetter(letter);
  if (details.isPending) return <Skeleton height={64} />;
  if (details.isError) return <p role="alert">{describeAdminError(details.error, true).message}</p>;
  const shown = details.data;
  return (
    <dl className={styles.details}>
      <dt>Message id</dt>
      <dd className={styles.mono}>{shown.messageId ?? 'none'}</dd>
      <dt>Error</dt>
      <dd className={styles.mono}>{shown.error}</dd>
      {shown.replayError && (
        <>
          <dt>Last replay error</dt>
          <dd className={styles.mono}>{shown.replayError}</dd>
        </>
      )}
      <dt>Payload ({shown.payloadSize} bytes)</dt>
      <dd>
        <pre className={styles.payload}>{shown.payloadText || '(not readable as text)'}</pre>
      </dd>
      <dt>Raw (hex)</dt>
      <dd>
        <pre className={styles.payload}>{shown.payloadHex}</pre>
      </dd>
    </dl>
  );
}

const HEADERS = ['Queue', 'Event', 'Why', 'Dead since', 'Actions'];

/** The whole list comes at once (newest first), so its columns sort here. */
const COLUMNS: DataTableColumn<DeadLetter>[] = [
  {
    id: 'queue',
    header: 'Queue',
    sortValue: (letter) => letter.queue,
    cell: (letter) => (
      <>
        <span className={styles.mono}>{letter.queue}</span>
        <span className={styles.sub}>
          {letter.service} #{letter.id}
        </span>
      </>
    ),
  },
  { id: 'event', header: 'Event', sortValue: (letter) => letter.routingKey, cell: (letter) => <span className={styles.mono}>{letter.routingKey}</span> },
  {
    id: 'why',
    header: 'Why',
    cell: (letter) => (
      <>
        <Badge tone={letter.reason === 'retries_exhausted' ? 'warning' : 'danger'}>{REASONS[letter.reason] ?? letter.reason}</Badge>
        <span className={styles.sub}>
          {letter.attempts} attempt{letter.attempts === 1 ? '' : 's'}: {letter.error}
        </span>
      </>
    ),
  },
  {
    id: 'dead-since',
    header: 'Dead since',
    sortValue: (letter) => letter.deadAt,
    cell: (letter) => (
      <>
        {formatDateTime(letter.deadAt)}
        {letter.replayedAt && (
          <span className={styles.sub}>
            <Badge tone="success">Replayed</Badge> {formatDateTime(letter.replayedAt)}
          </span>
        )}
      </>
    ),
  },
];

/**
 * /admin/dead-letters: event messages a service gave up on (unreadable ones at once, others after
 * more than an hour of retries), newest first, with Inspect and Replay. A replay handles the
 * message through the same path as the consumer, so a message handled before is not handled again.
 */
export function DeadLettersScreen() {
  const { token } = useAuth();
  const { toast } = useToast();
  const [showReplayed, setShowReplayed] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const letters = useDeadLetters(showReplayed);
  const replay = useReplayDeadLetter();

  function replayOne(letter: DeadLetter) {
    replay.mutate(letter, {
      onSuccess: (result) =>
        toast({
          type: 'success',
          message: result.alreadyHandled
            ? `Dead letter ${letter.id} had been handled before; nothing was done again`
            : `Dead letter ${letter.id} replayed`,
        }),
      onError: (error) =>
        toast({ type: 'error', message: isApiError(error) ? error.message : 'Replay failed' }),
    });
  }

  const data = letters.data;
  const waiting = data?.queues.reduce((sum, q) => sum + q.waiting, 0) ?? 0;

  return (
    <AdminPage
      title="Dead Letters"
      meta={<p>Events a service could not handle. Fix the cause, then replay them.</p>}
      actions={
        <Button variant="secondary" onClick={() => void letters.refetch()} loading={letters.isFetching}>
          Refresh
        </Button>
      }
    >
      {letters.isError && data && (
        <p role="alert" className={styles.alert}>
          {describeAdminError(letters.error, Boolean(token)).message}
        </p>
      )}
      {data && data.unavailable.length > 0 && (
        <p role="alert" className={styles.alert}>
          Not answering, so missing from this list: {data.unavailable.join(', ')}
        </p>
      )}
      <div className={styles.toolbar}>
        <p aria-live="polite">
          {data ? (
            <>
              <strong>{waiting}</strong> waiting for a replay
              {data.queues.map((q) => (
                <span key={`${q.service}/${q.queue}`} className={styles.queue}>
                  {q.queue}: {q.waiting} waiting, {q.total} ever
                </span>
              ))}
            </>
          ) : (
            <Skeleton width={200} height={20} />
          )}
        </p>
        <Checkbox
          label="Show replayed"
          checked={showReplayed}
          onChange={(event) => setShowReplayed(event.target.checked)}
        />
      </div>
      <QueryBody
        query={letters}
        loadingText="Loading dead letters..."
        loading={<DataTableSkeleton headers={HEADERS} rows={3} label="Loading dead letters" />}
        error={{
          title: 'Could not load the dead letters',
          message: 'Failed to load the dead letters. Please try again.',
          detail: (error) => describeAdminError(error, Boolean(token)).message,
        }}
        isEmpty={(list) => list.deadLetters.length === 0}
        empty={{ title: 'No dead letters', description: 'Every event has been handled.' }}
      >
        {(list) => (
          <DataTable
            caption="Dead letters"
            columns={COLUMNS}
            rows={list.deadLetters}
            rowKey={key}
            verticalAlign="top"
            rowActions={(letter) => {
              const id = key(letter);
              const isOpen = open === id;
              return (
                <>
                  <Button size="sm" variant="secondary" aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : id)}>
                    {isOpen ? 'Hide' : 'Inspect'}
                  </Button>
                  {!letter.replayedAt && (
                    <Button
                      size="sm"
                      onClick={() => replayOne(letter)}
                      loading={replay.isPending && replay.variables && key(replay.variables) === id}
                      loadingLabel="Replaying"
                      disabled={letter.messageId === null}
                    >
                      Replay
                    </Button>
                  )}
                </>
              );
            }}
            expandedRow={(letter) => (open === key(letter) ? <Details letter={letter} /> : null)}
          />
        )}
      </QueryBody>
    </AdminPage>
  );
}
