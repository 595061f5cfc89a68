import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { AlertIcon, CartIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { QueryBody } from '@/components/query-body';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { formatKsh, formatNumber } from '@/lib/format';

import { describeAdminError } from '@/lib/admin/admin-error';
import { AdminPage } from '@/components/admin/admin-page';
import { useExportSalesCsv } from '../api/export-sales-csv';
import { useSalesReport } from '../api/get-sales-report';
import { REPORT_PERIODS, type SalesQuery, type SalesReport } from '../api/sales-query';
import { PaymentMethodChart, RevenueChart, StatusChart } from './charts';
import {
  formatDay,
  hasNoOrders,
  methodSeries,
  nairobiToday,
  PERIOD_LABELS,
  presetRange,
  RANGE_PRESETS,
  readQuery,
  revenueSeries,
  statusSeries,
  writeQuery,
  type ReportTab,
} from '../report-data';
import styles from './reports-screen.module.css';

export const LOADING_REPORT_TEXT = 'Loading report...';
export const REPORT_FAILED_MESSAGE = 'Failed to load the sales report. Please try again.';
export const EXPORT_FAILED_MESSAGE = 'Failed to export the report';
export const NO_SALES_TITLE = 'No orders in this period';

const TAB_LABELS: Record<ReportTab, string> = { overview: 'Overview', sales: 'Sales' };
const PERIOD_NOUNS = { day: 'day', week: 'week', month: 'month' } as const;

function SummaryCard({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Card padding="sm" className={styles.summary}>
      <p className={styles.summaryLabel}>{label}</p>
      <p className={styles.summaryValue} data-testid={testId} aria-live="polite">
        {value ?? <Skeleton width={110} height={28} />}
      </p>
    </Card>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={cx(styles.section, className)}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A share of the largest value, as a bar behind a table cell. */
function ShareBar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0;
  return (
    <span className={styles.shareTrack} aria-hidden="true">
      <span className={styles.shareBar} style={{ width: `${width}%` }} />
    </span>
  );
}

type RankingRow = { key: string; rank: number; name: string; units: number; revenue: number };

function RankingTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: Omit<RankingRow, 'rank'>[] }) {
  if (rows.length === 0) return <p className={styles.muted}>No sales in this period.</p>;
  const max = Math.max(...rows.map((row) => row.revenue));
  const columns: DataTableColumn<RankingRow>[] = [
    { id: 'rank', header: '#', cell: (row) => row.rank },
    {
      id: 'name',
      header: nameHeader,
      cell: (row) => (
        <>
          <span className={styles.rankName}>{row.name}</span>
          <ShareBar value={row.revenue} max={max} />
        </>
      ),
    },
    { id: 'units', header: 'Units', align: 'end', cell: (row) => formatNumber(row.units) },
    { id: 'revenue', header: 'Revenue', align: 'end', cell: (row) => formatKsh(row.revenue) },
  ];
  return (
    <DataTable
      caption={caption}
      variant="plain"
      columns={columns}
      rows={rows.map((row, index) => ({ ...row, rank: index + 1 }))}
      rowKey={(row) => row.key}
    />
  );
}

type RevenuePoint = ReturnType<typeof revenueSeries>[number];

const REVENUE_COLUMNS: DataTableColumn<RevenuePoint>[] = [
  { id: 'period', header: 'Period', cell: (point) => point.label },
  { id: 'orders', header: 'Orders', align: 'end', cell: (point) => formatNumber(point.orders) },
  { id: 'revenue', header: 'Revenue', align: 'end', cell: (point) => formatKsh(point.revenue) },
];

type VatRow = SalesReport['vatByMonth'][number];

const VAT_COLUMNS: DataTableColumn<VatRow>[] = [
  {
    id: 'month',
    header: 'Month',
    cell: (row) => `${new Date(`${row.month}T00:00:00Z`).toLocaleDateString('en-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' })}${row.wholeMonth ? '' : ' (part)'}`,
  },
  { id: 'net', header: 'Sales excl. VAT', align: 'end', cell: (row) => formatKsh(row.money.excludingVat) },
  { id: 'vat', header: 'VAT collected', align: 'end', cell: (row) => formatKsh(row.money.vat) },
  { id: 'total', header: 'Received', align: 'end', cell: (row) => formatKsh(row.money.total) },
  { id: 'delivery', header: 'Delivery', align: 'end', cell: (row) => formatKsh(row.money.delivery) },
  { id: 'fees', header: 'COD fees', align: 'end', cell: (row) => formatKsh(row.money.codFees) },
  { id: 'refunded', header: 'Refunded', align: 'end', cell: (row) => formatKsh(row.money.refunded) },
];

/** VAT collected per Nairobi calendar month for the return (a month cut by the range says so). */
function VatByMonth({ report }: { report: SalesReport }) {
  return (
    <Section title="VAT by month" className={styles.wide}>
      <p className={styles.muted}>
        Money received less refunds, by the month it moved. Pick whole months for the monthly VAT return.
      </p>
      <div data-testid="vat-by-month">
        <DataTable caption="VAT collected by month" variant="plain" columns={VAT_COLUMNS} rows={report.vatByMonth} rowKey={(row) => row.month} />
      </div>
    </Section>
  );
}

function Overview({ report }: { report: SalesReport }) {
  const revenue = revenueSeries(report);
  const statuses = statusSeries(report);
  const methods = methodSeries(report);
  return (
    <div className={styles.grid}>
      <Section title={`Revenue by ${PERIOD_NOUNS[report.period as keyof typeof PERIOD_NOUNS] ?? report.period}`} className={styles.wide}>
        <RevenueChart data={revenue} />
        <details className={styles.details}>
          <summary>Show the figures</summary>
          <DataTable caption="Revenue and orders by period" variant="plain" columns={REVENUE_COLUMNS} rows={revenue} rowKey={(point) => point.start} />
        </details>
      </Section>
      <Section title="Orders by status">
        <StatusChart data={statuses} />
        <ul className={styles.legend}>
          {statuses.map((point) => (
            <li key={point.status} data-testid={`status-${point.status}`}>
              <span>{point.label}</span>
              <span>
                {formatNumber(point.orders)} {point.orders === 1 ? 'order' : 'orders'}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Payment methods">
        {methods.length === 0 ? (
          <p className={styles.muted}>No paid-for orders in this period.</p>
        ) : (
          <>
            <PaymentMethodChart data={methods} />
            <ul className={styles.legend}>
              {methods.map((point) => (
                <li key={point.method} data-testid={`method-${point.method}`}>
                  <span>{point.label}</span>
                  <span>
                    {formatKsh(point.revenue)} · {point.share}% · {formatNumber(point.orders)} {point.orders === 1 ? 'order' : 'orders'}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <VatByMonth report={report} />
    </div>
  );
}

/** The ranking's rows and, when there are more, one row for the rest: they add up to the goods sold. */
function withRest<T extends { key: string; name: string; units: number; revenue: number }>(
  rows: T[],
  rest: { units: number; revenue: number },
  label: string,
): { key: string; name: string; units: number; revenue: number }[] {
  return rest.revenue !== 0 || rest.units !== 0 ? [...rows, { key: 'rest', name: label, ...rest }] : rows;
}

function Sales({ report }: { report: SalesReport }) {
  return (
    <div className={styles.grid}>
      <Section title="Top products">
        <RankingTable
          caption="Top products by revenue"
          nameHeader="Product"
          rows={withRest(
            report.topProducts.map((p) => ({ key: String(p.productId), name: p.name, units: p.units, revenue: p.revenue })),
            report.otherProducts,
            'All other products',
          )}
        />
        <p className={styles.muted} data-testid="goods-total">
          Goods sold (excl. VAT, delivery and fees): {formatKsh(report.totals.money.goods)}
        </p>
      </Section>
      <Section title="Top categories">
        <RankingTable
          caption="Top categories by revenue"
          nameHeader="Category"
          rows={withRest(
            report.topCategories.map((c) => ({ key: c.category, name: c.category || 'Uncategorised', units: c.units, revenue: c.revenue })),
            report.otherCategories,
            'All other categories',
          )}
        />
      </Section>
    </div>
  );
}

/**
 * /admin/reports and /admin/sales: the sales report of a range of Nairobi days by day, week or
 * month (every figure computed by the server), with charts, the date range, presets and a CSV
 * export. The query lives in the URL (`?period=&from=&to=&tab=`); /admin/sales opens the Sales tab.
 */
export function ReportsScreen({ defaultTab = 'overview' }: { defaultTab?: ReportTab }) {
  const { token } = useAuth();
  const { toast } = useToast();
  const [search, setSearch] = useSearchParams();
  const state = readQuery(search, defaultTab);
  const query: SalesQuery = { period: state.period, from: state.from, to: state.to };
  const report = useSalesReport(query);
  const exportCsv = useExportSalesCsv();
  const tabsId = useId();

  function update(change: Partial<typeof state>) {
    setSearch(writeQuery({ ...state, ...change }, defaultTab), { replace: true });
  }

  // The dates shown: the URL's, else the ones the server chose (the last 30 days).
  const from = state.from || report.data?.from || '';
  const to = state.to || report.data?.to || '';
  const today = nairobiToday();
  const data = report.data;
  const refused = report.isError && isApiError(report.error) && report.error.status === 400 ? report.error : null;

  async function onExport() {
    try {
      const filename = await exportCsv.mutateAsync(query);
      toast({ type: 'success', message: `Downloaded ${filename}` });
    } catch (error) {
      toast({ type: 'error', message: isApiError(error) && error.status === 400 ? error.message : EXPORT_FAILED_MESSAGE });
    }
  }

  let body: ReactNode;
  if (refused) {
    body = (
      <Card role="alert" className={styles.refused}>
        <AlertIcon size={20} />
        <div>
          <p className={styles.refusedTitle}>These dates cannot be reported</p>
          <ul>
            {Object.entries(refused.fields).length > 0 ? (
              Object.entries(refused.fields).map(([field, message]) => <li key={field}>{String(message)}</li>)
            ) : (
              <li>{refused.message}</li>
            )}
          </ul>
        </div>
      </Card>
    );
  } else {
    body = (
      <QueryBody
        query={report}
        loadingText={LOADING_REPORT_TEXT}
        error={{
          title: 'Could not load the report',
          message: REPORT_FAILED_MESSAGE,
          detail: (error) => describeAdminError(error, Boolean(token)).message,
        }}
        isEmpty={hasNoOrders}
        empty={{
          icon: <CartIcon size={28} />,
          title: NO_SALES_TITLE,
          description: data ? `No orders were placed between ${formatDay(data.from)} and ${formatDay(data.to)}. Try a longer range.` : undefined,
          actions: (
            <Button variant="secondary" onClick={() => update({ ...presetRange(90, today) })}>
              Show the last 90 days
            </Button>
          ),
        }}
      >
        {(shown) => (
          <>
            <div role="tablist" aria-label="Report" className={styles.tabs}>
              {(['overview', 'sales'] as const).map((tab) => (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  id={`${tabsId}-${tab}`}
                  aria-selected={state.tab === tab}
                  aria-controls={`${tabsId}-${tab}-panel`}
                  className={cx(styles.tab, state.tab === tab && styles.tabActive)}
                  onClick={() => update({ tab })}
                >
                  {TAB_LABELS[tab]}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`${tabsId}-${state.tab}-panel`} aria-labelledby={`${tabsId}-${state.tab}`}>
              {state.tab === 'sales' ? <Sales report={shown} /> : <Overview report={shown} />}
            </div>
          </>
        )}
      </QueryBody>
    );
  }

  return (
    <AdminPage
      title="Sales Reports"
      meta={<p>{data ? `${formatDay(data.from)} – ${formatDay(data.to)}, Nairobi time` : 'Revenue, orders and best sellers, in Nairobi time.'}</p>}
      actions={
        <Button variant="secondary" onClick={() => void onExport()} loading={exportCsv.isPending} disabled={Boolean(refused)}>
          Export CSV
        </Button>
      }
    >
      <Card padding="sm" className={styles.controls}>
        <div className={styles.periods} role="group" aria-label="Period">
          {REPORT_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={cx(styles.period, state.period === period && styles.periodActive)}
              aria-pressed={state.period === period}
              onClick={() => update({ period })}
            >
              {PERIOD_LABELS[period]}
            </button>
          ))}
        </div>
        <div className={styles.dates}>
          <Input
            label="From"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => update({ from: event.target.value, to })}
            fieldClassName={styles.date}
          />
          <Input
            label="To"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => update({ from, to: event.target.value })}
            fieldClassName={styles.date}
          />
        </div>
        <div className={styles.presets} role="group" aria-label="Date range presets">
          {RANGE_PRESETS.map((days) => {
            const range = presetRange(days, today);
            const active = from === range.from && to === range.to;
            return (
              <Button key={days} size="sm" variant={active ? 'primary' : 'ghost'} aria-pressed={active} onClick={() => update(range)}>
                Last {days} days
              </Button>
            );
          })}
        </div>
        {report.isFetching && !report.isPending && <Spinner size="sm" label="Refreshing report" />}
      </Card>

      {!refused && (
        <div className={styles.summaries}>
          <SummaryCard label="Revenue" testId="report-revenue" value={data ? formatKsh(data.totals.revenue) : report.isError ? 'Unavailable' : undefined} />
          <SummaryCard label="Orders" testId="report-orders" value={data ? formatNumber(data.totals.orders) : report.isError ? 'Unavailable' : undefined} />
          <SummaryCard
            label="Excl. VAT"
            testId="report-excl-vat"
            value={data ? formatKsh(data.totals.money.excludingVat) : report.isError ? 'Unavailable' : undefined}
          />
          <SummaryCard label="VAT collected" testId="report-vat" value={data ? formatKsh(data.totals.money.vat) : report.isError ? 'Unavailable' : undefined} />
          <SummaryCard
            label="Delivery and COD fees"
            testId="report-fees"
            value={data ? `${formatKsh(data.totals.money.delivery)} + ${formatKsh(data.totals.money.codFees)}` : report.isError ? 'Unavailable' : undefined}
          />
          <SummaryCard
            label="Average Order Value"
            testId="report-average"
            value={data ? formatKsh(data.totals.averageOrderValue) : report.isError ? 'Unavailable' : undefined}
          />
        </div>
      )}
      {body}
    </AdminPage>
  );
}
