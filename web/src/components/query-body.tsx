import type { ComponentProps, ReactNode } from 'react';

import { LoadError } from './load-error';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { Spinner } from './ui/spinner';
import styles from './query-body.module.css';

/** What the body reads of a query (a TanStack Query result has all of it). */
export type QueryBodyQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryBodyError = {
  title: string;
  /** The spec's message, e.g. 'Failed to load orders. Please try again.' */
  message: string;
  /** Why it failed, under the message (e.g. the server's reason). */
  detail?: (error: unknown) => ReactNode;
};

type QueryBodyProps<T> = {
  query: QueryBodyQuery<T>;
  /** The visible loading text, e.g. 'Loading orders...' (beside a spinner). */
  loadingText: string;
  /** Replaces the spinner with the shape of what loads (a table or grid skeleton). */
  loading?: ReactNode;
  /**
   * The failed first load: a card with the message and 'Try Again' (which fetches again), or
   * null when the screen shows the failure elsewhere (a banner above the list).
   */
  error: QueryBodyError | null;
  isEmpty: (data: T) => boolean;
  /** The empty state: what is missing and what to do. */
  empty: ComponentProps<typeof EmptyState>;
  /** Headings of the error and empty states ('h2' on a screen, 'h3' in a section). */
  headingLevel?: 'h2' | 'h3';
  children: (data: T) => ReactNode;
};

/**
 * The body of a list fed by a query: a spinner (or skeleton) while it first loads, the failure
 * with 'Try Again', the empty state, or the data. Data already loaded stays on screen when a
 * later fetch fails (the screen says so in its own way: a toast, a banner).
 */
export function QueryBody<T>({ query, loadingText, loading, error, isEmpty, empty, headingLevel = 'h2', children }: QueryBodyProps<T>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      if (!error) return null;
      return (
        <Card>
          <LoadError
            title={error.title}
            message={error.message}
            headingLevel={headingLevel}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            actions={error.detail && <p className={styles.detail}>{error.detail(query.error)}</p>}
          />
        </Card>
      );
    }
    if (loading) return <>{loading}</>;
    return (
      <Card className={styles.loading} aria-busy="true">
        <Spinner label={loadingText.replace(/\.+$/, '')} />
        <p aria-hidden="true">{loadingText}</p>
      </Card>
    );
  }
  if (isEmpty(data)) {
    return (
      <Card>
        <EmptyState headingLevel={headingLevel} {...empty} />
      </Card>
    );
  }
  return <>{children(data)}</>;
}
