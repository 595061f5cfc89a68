import { Fragment, useState, type ReactNode } from 'react';

import { cx } from '@/lib/class-names';

import { ArrowUpIcon, SortIcon } from '../icons';
import { Pagination } from '../ui/pagination';
import { Skeleton } from '../ui/skeleton';
import { PageRange, type PageOfRows } from './page-range';
import styles from './data-table.module.css';

export type SortDirection = 'asc' | 'desc';

/** The column a list is ordered by: its key and the direction. */
export type TableSort<Key extends string = string> = { key: Key; direction: SortDirection };

export type DataTableColumn<Row, Key extends string = string> = {
  /** Unique among the columns. */
  id: string;
  /** The column's header, and the cell's label in the phone layout. */
  header: string;
  /** The header is read by screen readers only (e.g. a column of checkboxes). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** A column the server sorts by: the key `onSortChange` reports. */
  sortKey?: Key;
  /** A column the table sorts by itself (when nobody listens to `onSortChange`): the value compared. */
  sortValue?: (row: Row) => string | number;
  /** Figures align at the end, in tabular digits. */
  align?: 'start' | 'end';
};

export type DataTablePaging = {
  /** The page asked for (marked current while it loads). */
  page: number;
  onPageChange: (page: number) => void;
  /** Names the pages' navigation, e.g. 'Orders pages'. */
  label: string;
  /** The server's answer for the rows shown: their page, its size, the total and the page count. */
  answer: PageOfRows;
  /** What the rows are, for 'Showing 21–40 of 57 orders'. */
  noun: string;
  /** While the list is fetched again, the label of a small spinner beside the count. */
  refreshing?: string | false;
};

type DataTableProps<Row, Key extends string> = {
  /** The table's name (a caption read by screen readers). */
  caption: string;
  columns: readonly DataTableColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A test id per row, e.g. `admin-order-SF7K2M9QXA`. */
  rowTestId?: (row: Row) => string;
  /** A row shown as chosen (e.g. ticked for a bulk action). */
  isRowSelected?: (row: Row) => boolean;
  /** The row's actions (links, buttons, a status select), in a last column. */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** What opens under a row across the whole width (e.g. its details); null for nothing. */
  expandedRow?: (row: Row) => ReactNode;
  /**
   * The order the server sorted the rows by. With `onSortChange` the caller (the server) sorts:
   * a header's click only reports the new order. Without it the table sorts the rows by the
   * columns' `sortValue`, starting from `defaultSort` (a column id) or the rows' own order.
   */
  sort?: TableSort<Key> | null;
  onSortChange?: (sort: TableSort<Key>) => void;
  defaultSort?: TableSort;
  paging?: DataTablePaging;
  /** `framed` (a bordered surface whose rows become cards on a phone) or `plain` (inside a card; scrolls). */
  variant?: 'framed' | 'plain';
  /** Cells align to the top of multi-line rows (logs), else to the middle. */
  verticalAlign?: 'middle' | 'top';
};

const collator = new Intl.Collator('en-KE', { numeric: true, sensitivity: 'base' });

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function nextSort<Key extends string>(current: TableSort<Key> | null | undefined, key: Key): TableSort<Key> {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The admin lists' table: typed columns, sortable headers (by the server or here), row actions,
 * an optional detail row, paging driven by the caller, and on a phone each row as a card of
 * label/value pairs (the labels from `data-label`). One CSS module holds the table's look.
 */
export function DataTable<Row, Key extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  isRowSelected,
  rowActions,
  actionsHeader = 'Actions',
  expandedRow,
  sort,
  onSortChange,
  defaultSort,
  paging,
  variant = 'framed',
  verticalAlign = 'middle',
}: DataTableProps<Row, Key>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const serverSorts = onSortChange !== undefined;

  /** The column's key in the sort state, when the column can be sorted. */
  function sortKeyOf(column: DataTableColumn<Row, Key>): string | undefined {
    return serverSorts ? column.sortKey : column.sortValue ? column.id : undefined;
  }
  const shownSort: TableSort | null | undefined = serverSorts ? sort : ownSort;

  function sortBy(column: DataTableColumn<Row, Key>) {
    if (serverSorts) {
      if (column.sortKey !== undefined) onSortChange(nextSort(sort, column.sortKey));
      return;
    }
    setOwnSort((current) => nextSort(current, column.id));
  }

  let shownRows = rows;
  const sortColumn = !serverSorts && ownSort ? columns.find((column) => column.id === ownSort.key) : undefined;
  if (ownSort && sortColumn?.sortValue) {
    const value = sortColumn.sortValue;
    const sign = ownSort.direction === 'asc' ? 1 : -1;
    shownRows = [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }

  const hasSortable = columns.some((column) => sortKeyOf(column) !== undefined);
  const width = columns.length + (rowActions ? 1 : 0);

  return (
    <div className={styles.root}>
      {paging && <PageRange answer={paging.answer} count={rows.length} noun={paging.noun} refreshing={paging.refreshing} />}
      <div
        className={cx(
          styles.wrap,
          variant === 'plain' ? styles.plain : styles.cards,
          hasSortable && styles.sortable,
          verticalAlign === 'top' && styles.top,
        )}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const key = sortKeyOf(column);
                const direction = key !== undefined && shownSort?.key === key ? shownSort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cx(column.align === 'end' && styles.end)}
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                    data-sortable={key !== undefined || undefined}
                  >
                    {key !== undefined ? (
                      <button type="button" className={cx(styles.sortButton, direction && styles.sorted)} onClick={() => sortBy(column)}>
                        {column.header}
                        {direction ? (
                          <ArrowUpIcon size={14} className={cx(styles.sortIcon, direction === 'desc' && styles.descending)} />
                        ) : (
                          <SortIcon size={14} className={styles.sortIcon} />
                        )}
                      </button>
                    ) : column.hideHeader ? (
                      <span className="visually-hidden">{column.header}</span>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions && <th scope="col">{actionsHeader}</th>}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row) => {
              const expanded = expandedRow?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr data-testid={rowTestId?.(row)} data-selected={isRowSelected?.(row) || undefined}>
                    {columns.map((column) => (
                      <td key={column.id} data-label={column.header} className={cx(column.align === 'end' && styles.end)}>
                        <div className={styles.value}>{column.cell(row)}</div>
                      </td>
                    ))}
                    {rowActions && (
                      <td data-label={actionsHeader}>
                        <div className={styles.actions}>{rowActions(row)}</div>
                      </td>
                    )}
                  </tr>
                  {expanded != null && expanded !== false && (
                    <tr className={styles.expansion}>
                      <td colSpan={width}>{expanded}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {paging && (
        <Pagination
          page={paging.page}
          totalPages={paging.answer.totalPages}
          onPageChange={paging.onPageChange}
          label={paging.label}
        />
      )}
    </div>
  );
}

/** The table's shape while its rows load: the headers and a few rows of placeholders. */
export function DataTableSkeleton({ headers, rows = 5, label }: { headers: readonly string[]; rows?: number; label: string }) {
  return (
    <div className={cx(styles.wrap, styles.cards)} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <table className={styles.table} aria-hidden="true">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              {headers.map((header) => (
                <td key={header} data-label={header}>
                  <Skeleton shape="text" width="70%" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
