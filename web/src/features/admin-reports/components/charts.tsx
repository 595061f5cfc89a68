import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatKsh, formatNumber } from '@/lib/format';

import type { MethodPoint, RevenuePoint, StatusPoint } from '../report-data';

/** The badge colours of the statuses (admin spec section 4), for the status chart. */
const STATUS_COLOURS: Record<string, string> = {
  pending: 'var(--color-warning)',
  processing: 'var(--color-info)',
  shipped: 'var(--color-indigo)',
  delivered: 'var(--color-success)',
  cancelled: 'var(--color-danger)',
};

const METHOD_COLOURS = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-info)', 'var(--color-indigo)', 'var(--color-success)'];

const compactKsh = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick: 'KSh 1.2M'. */
export function axisKsh(value: number): string {
  return `KSh ${compactKsh.format(value)}`;
}

/** Revenue by bucket: one bar each, zeros included. */
export function RevenueChart({ data }: { data: RevenuePoint[] }) {
  return (
    <div data-testid="revenue-chart" role="img" aria-label="Revenue by period">
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} minTickGap={16} />
          <YAxis tickFormatter={axisKsh} width={84} />
          <Tooltip formatter={(value) => formatKsh(Number(value))} />
          <Bar dataKey="revenue" name="Revenue" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Orders in each status, in the statuses' badge colours. */
export function StatusChart({ data }: { data: StatusPoint[] }) {
  return (
    <div data-testid="status-chart" role="img" aria-label="Orders by status">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip formatter={(value) => formatNumber(Number(value))} />
          <Bar dataKey="orders" name="Orders" isAnimationActive={false}>
            {data.map((point) => (
              <Cell key={point.status} fill={STATUS_COLOURS[point.status] ?? 'var(--color-text-muted)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Revenue by payment method, as shares of a circle. */
export function PaymentMethodChart({ data }: { data: MethodPoint[] }) {
  return (
    <div data-testid="payment-chart" role="img" aria-label="Revenue by payment method">
      <ResponsiveContainer width="100%" height={240}>
        <PieChart>
          <Pie data={data} dataKey="revenue" nameKey="label" innerRadius={50} outerRadius={90} isAnimationActive={false}>
            {data.map((point, index) => (
              <Cell key={point.method} fill={METHOD_COLOURS[index % METHOD_COLOURS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatKsh(Number(value))} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
