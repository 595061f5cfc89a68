import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { SearchIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { QueryBody } from '@/components/query-body';
import { formatDateTime } from '@/lib/format';

import { describeAdminError } from '@/lib/admin/admin-error';
import { useUsers } from '@/lib/admin/get-users';
import { AdminPage } from '@/components/admin/admin-page';
import { changeLines, targetView } from '../activity-format';
import styles from './activity-screen.module.css';
import { ACTIVITY_KINDS, isActivityKind, kindLabel } from '../activity-kinds';
import type { ActivityEntry, ActivityFilters } from '../api/activity-types';
import { useActivity } from '../api/get-activity';

export const LOADING_ACTIVITY_TEXT = 'Loading activity...';
export const ACTIVITY_FAILED_MESSAGE = 'Failed to load the activity log. Please try again.';
export const ACTIVITY_FAILED_TOAST = 'Failed to load activity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL holds them (`?actor=&kind=&from=&to=&page=`). */
export function readActivityFilters(query: URLSearchParams): ActivityFilters {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  const kind = (query.get('kind') ?? '').trim();
  const day = (name: string) => {
    const value = (query.get(name) ?? '').trim();
    return DAY.test(value) ? value : '';
  };
  return {
    actor: (query.get('actor') ?? '').trim(),
    kind: isActivityKind(kind) ? kind : '',
    from: day('from'),
    to: day('to'),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function writeFilters(filters: ActivityFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

function Who({ entry }: { entry: ActivityEntry }) {
  const { name, email, id } = entry.actor;
  if (!name && !email) {
    return (
      <span className={styles.unknown} title={id}>
        Former account
      </span>
    );
  }
  return (
    <div>
      <span className={styles.actor}>{name || email}</span>
      {name && email && <span className={styles.email}>{email}</span>}
    </div>
  );
}

function Target({ entry }: { entry: ActivityEntry }) {
  const target = targetView(entry);
  if (!target.to) return <span>{target.label}</span>;
  return (
    <Link to={target.to} className={styles.link}>
      {target.label}
    </Link>
  );
}

/** At most this many fields of one entry are listed; the rest are counted. */
const MAX_LINES = 5;

function Changes({ entry }: { entry: ActivityEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <span className={styles.muted}>—</span>;
  const shown = lines.slice(0, MAX_LINES);
  return (
    <ul className={styles.changes} aria-label="Changes">
      {shown.map((line) => (
        <li key={line.field}>
          <span className={styles.field}>{line.label}:</span>{' '}
          {line.before !== undefined && line.after !== undefined ? (
            <>
              <span className={styles.before}>{line.before}</span>
              <span aria-label="changed to"> → </span>
              <span className={styles.after}>{line.after}</span>
            </>
          ) : (
            <span>{line.after ?? line.before}</span>
          )}
        </li>
      ))}
      {lines.length > shown.length && <li className={styles.muted}>and {lines.length - shown.length} more</li>}
    </ul>
  );
}

/** The server orders the log (newest first) and offers no other order: no column sorts. */
const COLUMNS: DataTableColumn<ActivityEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (entry) => (
      <time dateTime={entry.at} className={styles.when}>
        {formatDateTime(entry.at)}
      </time>
    ),
  },
  { id: 'who', header: 'Who', cell: (entry) => <Who entry={entry} /> },
  {
    id: 'what',
    header: 'What',
    cell: (entry) => (
      <>
        <span className={styles.kind}>{kindLabel(entry.kind)}</span>
        <span className={styles.summary}>{entry.summary}</span>
      </>
    ),
  },
  { id: 'target', header: 'Target', cell: (entry) => <Target entry={entry} /> },
  { id: 'changes', header: 'Before → after', cell: (entry) => <Changes entry={entry} /> },
];

/**
 * /admin/activity: every admin write (order status and deletion, product create, update and
 * delete, user create, role and delete, settings), newest first, with who did it and what it
 * changed; filtered by admin, kind and Nairobi days, paged by the server.
 */
export function ActivityScreen() {
  const { token } = useAuth();
  const { toast } = useToast();
  const [query, setQuery] = useSearchParams();
  const filters = readActivityFilters(query);

  function update(change: Partial<ActivityFilters>) {
    setQuery(writeFilters({ ...filters, page: 1, ...change }), { replace: true });
  }

  const activity = useActivity(filters);
  const admins = useUsers({ search: '', role: 'admin' }, { enabled: true });

  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!activity.isError || toastedFailure.current === activity.errorUpdatedAt) return;
    toastedFailure.current = activity.errorUpdatedAt;
    toast({ type: 'error', message: ACTIVITY_FAILED_TOAST });
  }, [activity.isError, activity.errorUpdatedAt, toast]);

  const totalPages = activity.data?.pagination.totalPages ?? 0;
  const goToPage = useEffectEvent((page: number) => update({ page }));
  useEffect(() => {
    if (activity.isSuccess && !activity.isPlaceholderData && totalPages > 0 && filters.page > totalPages) {
      goToPage(totalPages);
    }
  }, [activity.isSuccess, activity.isPlaceholderData, totalPages, filters.page]);

  const actorOptions = [
    { value: '', label: 'All admins' },
    ...(admins.data ?? []).map((user) => ({ value: user.id, label: user.name || user.email })),
  ];
  if (filters.actor && !actorOptions.some((option) => option.value === filters.actor)) {
    // An actor from a link or an old bookmark: a former admin, or the list is still loading.
    actorOptions.push({ value: filters.actor, label: `Account ${filters.actor.slice(0, 8)}` });
  }
  const kindOptions = [{ value: '', label: 'All activity' }, ...ACTIVITY_KINDS.map((kind) => ({ value: kind.value, label: kind.label }))];
  const rangeBackwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  const filtered = filters.actor !== '' || filters.kind !== '' || filters.from !== '' || filters.to !== '';
  const body = (
    <QueryBody
      query={activity}
      loadingText={LOADING_ACTIVITY_TEXT}
      error={{
        title: 'Could not load the activity log',
        message: ACTIVITY_FAILED_MESSAGE,
        detail: (error) => describeAdminError(error, Boolean(token)).message,
      }}
      isEmpty={(page) => page.entries.length === 0}
      empty={{
        icon: <SearchIcon size={28} />,
        title: 'No activity found',
        description: filtered
          ? 'No admin action matches these filters. Try another admin, kind or date range.'
          : 'Order status changes, product edits and user changes appear here as admins make them.',
        actions: filtered && (
          <Button variant="secondary" onClick={() => update({ actor: '', kind: '', from: '', to: '' })}>
            Clear filters
          </Button>
        ),
      }}
    >
      {(page) => (
        <DataTable
          caption="Activity"
          columns={COLUMNS}
          rows={page.entries}
          rowKey={(entry) => entry.id}
          rowTestId={(entry) => `activity-${entry.id}`}
          verticalAlign="top"
          paging={{
            page: filters.page,
            onPageChange: (next) => update({ page: next }),
            label: 'Activity pages',
            answer: page.pagination,
            noun: filtered ? 'matching entries' : 'entries',
            refreshing: activity.isFetching && 'Refreshing activity',
          }}
        />
      )}
    </QueryBody>
  );

  return (
    <AdminPage title="Activity Log" meta={<p>Who changed what, and when (Nairobi time).</p>}>
      <div className={styles.filters} role="search" aria-label="Filter activity">
        <Select
          label="Admin"
          options={actorOptions}
          value={filters.actor}
          onChange={(event) => update({ actor: event.target.value })}
          fieldClassName={styles.filter}
        />
        <Select
          label="Kind"
          options={kindOptions}
          value={filters.kind}
          onChange={(event) => update({ kind: isActivityKind(event.target.value) ? event.target.value : '' })}
          fieldClassName={styles.filter}
        />
        <Input
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => update({ from: event.target.value })}
          fieldClassName={styles.date}
        />
        <Input
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={rangeBackwards ? 'The end date must not be before the start date' : undefined}
          onChange={(event) => update({ to: event.target.value })}
          fieldClassName={styles.date}
        />
        {filtered && (
          <Button variant="ghost" className={styles.clear} onClick={() => update({ actor: '', kind: '', from: '', to: '' })}>
            Clear filters
          </Button>
        )}
      </div>
      {body}
    </AdminPage>
  );
}
