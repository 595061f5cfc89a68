import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InstalmentSchedule, type InstalmentPlan } from './instalment-schedule';

const active: InstalmentPlan = {
  total: 72500,
  paid: 18125,
  balance: 54375,
  instalments: [
    { number: 0, amount: 18125, dueOn: '2026-11-29', paid: 18125 },
    { number: 1, amount: 18125, dueOn: '2026-12-13', paid: 0 },
    { number: 2, amount: 18125, dueOn: '2026-12-27', paid: 0 },
    { number: 3, amount: 18125, dueOn: '2027-01-10', paid: 0 },
  ],
  payments: [{ reference: 'RLA0R69NXM', amount: 18125, paidAt: '2026-11-29T10:00:00Z', method: 'mpesa' }],
  nextDue: 18125,
  nextDueOn: '2026-12-13',
  lapsesOn: '2026-12-16',
  state: 'active',
  graceDays: 3,
};

describe('InstalmentSchedule', () => {
  it('lists each part with its due date, what is paid, the balance and the payments', () => {
    render(<InstalmentSchedule plan={active} />);
    const table = screen.getByRole('table', { name: 'Lipa Mdogo Mdogo schedule' });
    const rows = within(table).getAllByRole('row');
    // Header, four parts, the total.
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Instalment 1');
    expect(rows[2]).toHaveTextContent('13 Dec 2026');
    expect(rows[5]).toHaveTextContent('KSh 72,500');
    expect(screen.getByTestId('instalment-balance')).toHaveTextContent('KSh 54,375');
    expect(screen.getByText(/cancelled if unpaid after 16 Dec 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Payments received' })).getByText(/RLA0R69NXM/)).toBeInTheDocument();
  });

  it('previews the schedule before placing without a paid column or balance', () => {
    render(<InstalmentSchedule plan={{ ...active, paid: 0, balance: 72500, payments: [], state: 'preview' }} />);
    expect(screen.getByText('Deposit (today)')).toBeInTheDocument();
    expect(screen.queryByTestId('instalment-balance')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Paid' })).toBeNull();
  });
});
