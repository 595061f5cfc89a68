import { fireEvent, screen, waitFor, within, render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { createTestQueryClient, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { nairobiToday, presetRange } from '@/features/admin-reports/report-data';
import { ReportsScreen } from '@/features/admin-reports/components/reports-screen';
import { makeReport, money } from '@/features/admin-reports/testing/make-sales-report';
import { urlOf } from '@/testing/requests';

// jsdom lays nothing out, so a ResponsiveContainer measures 0 x 0 and draws nothing: give it a size.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  return {
    ...recharts,
    ResponsiveContainer: (props: ComponentProps<typeof recharts.ResponsiveContainer>) => (
      <recharts.ResponsiveContainer {...props} width={800} height={typeof props.height === 'number' ? props.height : 300} />
    ),
  };
});

const admin = makeAdmin();

function reportServer(answer: (url: URL) => Response = () => jsonResponse(makeReport())) {
  return mockFetch({ '/auth/verify': verifyAnswer(admin), '/api/admin/reports/sales': answer });
}

function reportCalls(fetchMock: ReturnType<typeof mockFetch>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/reports/sales')
    .map((url) => Object.fromEntries(url.searchParams));
}

beforeEach(() => storeSession(admin));

describe('the sales report screen', () => {
  it('shows the server’s totals and draws the revenue, status and payment charts', async () => {
    reportServer();
    renderWithProviders(<ReportsScreen />, { url: '/admin/reports?period=week&from=2026-10-26&to=2026-11-15' });

    expect(await screen.findByTestId('report-revenue')).toHaveTextContent('KSh 343,900');
    expect(screen.getByTestId('report-orders')).toHaveTextContent('3');
    expect(screen.getByTestId('report-average')).toHaveTextContent('KSh 114,633.33');
    expect(screen.getByText('26 Oct 2026 – 15 Nov 2026, Nairobi time')).toBeInTheDocument();

    const revenue = screen.getByTestId('revenue-chart');
    await waitFor(() => expect(revenue.querySelectorAll('.recharts-bar-rectangle path').length).toBe(2));
    const ticks = [...revenue.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="bottom"]')].map((t) => t.textContent);
    expect(ticks).toEqual(['Week of 26 Oct', 'Week of 2 Nov', 'Week of 9 Nov']);
    const amounts = [...revenue.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="left"]')].map((t) => t.textContent);
    expect(amounts.at(-1)).toMatch(/^KSh \d+K$/);
    // The figures behind the chart, zeros included.
    const figures = within(revenue.closest('section')!).getByRole('table', { name: 'Revenue and orders by period' });
    expect(within(figures).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PeriodOrdersRevenue',
      'Week of 26 Oct2KSh 250,100',
      'Week of 2 Nov0KSh 0',
      'Week of 9 Nov1KSh 93,800',
    ]);

    expect(screen.getByTestId('status-chart').querySelectorAll('.recharts-bar-rectangle path').length).toBe(3);
    expect(screen.getByTestId('status-cancelled')).toHaveTextContent('Cancelled1 order');
    expect(screen.getByTestId('payment-chart').querySelectorAll('.recharts-pie-sector').length).toBe(2);
    expect(screen.getByTestId('method-mpesa')).toHaveTextContent('M-PesaKSh 250,100 · 72.7% · 2 orders');
    expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-26');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-15');
  });

  it('opens on the Sales tab at /admin/sales, with the top products and categories', async () => {
    reportServer();
    const { user, router } = renderWithProviders(<ReportsScreen defaultTab="sales" />, { url: '/admin/sales' });
    expect(await screen.findByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    const products = screen.getByRole('table', { name: 'Top products by revenue' });
    expect(within(products).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '#ProductUnitsRevenue',
      '1Karen Bed3KSh 240,000',
      '2Malindi Sofa2KSh 90,000',
    ]);
    const categories = screen.getByRole('table', { name: 'Top categories by revenue' });
    expect(within(categories).getAllByRole('row')[1]).toHaveTextContent('1Bedroom3KSh 240,000');

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('?tab=overview');
    expect(screen.getByTestId('revenue-chart')).toBeInTheDocument();
  });

  it('keeps the period and dates in the URL and asks the server for them', async () => {
    const fetchMock = reportServer((url) => jsonResponse(makeReport({ period: url.searchParams.get('period') ?? 'day' })));
    const { user, router } = renderWithProviders(<ReportsScreen />, { url: '/admin/reports' });
    await screen.findByTestId('revenue-chart');
    // No dates in the URL: the server's default range is asked for and shown.
    expect(reportCalls(fetchMock)[0]).toEqual({ period: 'day' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-26');

    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(router.state.location.search).toBe('?period=month');
    await waitFor(() => expect(reportCalls(fetchMock).at(-1)).toEqual({ period: 'month' }));

    const week = presetRange(7, nairobiToday());
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(week.from);
    await waitFor(() => expect(reportCalls(fetchMock).at(-1)).toEqual({ period: 'month', ...week }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(reportCalls(fetchMock).at(-1)).toEqual({ period: 'month', from: '2026-01-05', to: week.to }));
  });

  it('shows the server’s reasons when the dates are refused', async () => {
    reportServer(() =>
      jsonResponse(
        { error: 'validation_failed', message: 'from must not be after to', fields: { from: 'from must not be after to' } },
        { status: 400 },
      ),
    );
    renderWithProviders(<ReportsScreen />, { url: '/admin/reports?from=2026-11-02&to=2026-11-01' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These dates cannot be reported');
    expect(alert).toHaveTextContent('from must not be after to');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the range has no orders, and offers a longer one', async () => {
    const empty = makeReport();
    reportServer(() =>
      jsonResponse({
        ...empty,
        revenue: empty.revenue.map((b) => ({ ...b, revenue: 0, orders: 0 })),
        totals: { revenue: 0, orders: 0, averageOrderValue: 0, money: money(0, 0) },
        byStatus: empty.byStatus.map((s) => ({ ...s, orders: 0, revenue: 0 })),
        paymentMethods: [],
        topProducts: [],
        topCategories: [],
      }),
    );
    renderWithProviders(<ReportsScreen />, { url: '/admin/reports' });
    expect(await screen.findByRole('heading', { name: 'No orders in this period' })).toBeInTheDocument();
    expect(screen.getByTestId('report-revenue')).toHaveTextContent('KSh 0');
    expect(screen.getByRole('button', { name: 'Show the last 90 days' })).toBeInTheDocument();
  });

  it('offers Try Again when the report cannot load', async () => {
    let fail = true;
    reportServer(() => (fail ? jsonResponse({ error: 'service_unavailable', message: 'down' }, { status: 503 }) : jsonResponse(makeReport())));
    const { user } = renderWithProviders(<ReportsScreen />, { url: '/admin/reports' });
    expect(await screen.findByText('Failed to load the sales report. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('report-revenue')).toHaveTextContent('Unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try Again/i }));
    expect(await screen.findByTestId('revenue-chart')).toBeInTheDocument();
  }, 15_000);

  it('exports the same query as CSV, saved under the server’s file name', async () => {
    const fetchMock = mockFetch({
      '/auth/verify': verifyAnswer(admin),
      '/api/admin/reports/sales': () => jsonResponse(makeReport()),
      '/api/admin/reports/sales.csv': () =>
        new Response('"Period start","Revenue","Orders"\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="sales-week-2026-10-26-to-2026-11-15.csv"' },
        }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sales'), revokeObjectURL: vi.fn() });
    const { user } = renderWithProviders(<ReportsScreen />, { url: '/admin/reports?period=week&from=2026-10-26&to=2026-11-15' });
    await screen.findByTestId('revenue-chart');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['sales-week-2026-10-26-to-2026-11-15.csv']));
    const call = fetchMock.mock.calls.find(([input]) => urlOf(input).startsWith('/api/admin/reports/sales.csv'))!;
    expect(Object.fromEntries(new URL(urlOf(call[0]), 'http://localhost').searchParams)).toEqual({ period: 'week', from: '2026-10-26', to: '2026-11-15' });
    expect((call[1]?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });
});

describe('the report routes', () => {
  function renderAt(url: string, handlers: Parameters<typeof mockFetch>[0]) {
    const fetchMock = mockFetch({ '/categories': () => jsonResponse([]), ...handlers });
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return { router, fetchMock };
  }

  it.each([
    ['/admin/reports', 'Overview'],
    ['/admin/sales', 'Sales'],
  ])('serves %s to an admin, on its tab', async (url, tab) => {
    renderAt(url, { '/auth/verify': verifyAnswer(admin), '/api/admin/reports/sales': () => jsonResponse(makeReport()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['/admin/reports', '/admin/sales'])('sends a customer on %s to /, without asking for the report', async (url) => {
    const customer = makeUser();
    storeSession(customer);
    const { router, fetchMock } = renderAt(url, { '/auth/verify': verifyAnswer(customer) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).startsWith('/api/admin/reports'))).toBe(false);
  });
});
