import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { bodyText } from '@/testing/requests';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import type { DiscountCode, DiscountCodeForm } from '../api/discount-codes';
import { DiscountCodesScreen, offerOf, usesOf } from './discount-codes-screen';

function code(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'SAVE10',
    description: '10% off above KSh 5,000',
    kind: 'percent',
    percentOff: 10,
    amountOff: 0,
    startsAt: null,
    endsAt: null,
    minSubtotal: 5000,
    usageLimit: 100,
    perCustomerLimit: 1,
    active: true,
    uses: 3,
    daysOfWeek: [],
    createdAt: '2026-11-23T07:00:00Z',
    updatedAt: '2026-11-23T07:00:00Z',
    ...overrides,
  };
}

type Sent = { method: string; path: string; body: DiscountCodeForm };

function renderScreen(answer: (sent: Sent) => Response = (sent) => jsonResponse(code({ ...(sent.body as Partial<DiscountCode>), code: 'NEW20' }), { status: 201 })) {
  const admin = makeAdmin();
  storeSession(admin);
  const sent: Sent[] = [];
  let codes = [code(), code({ code: 'FREESHIP', kind: 'free_shipping', percentOff: 0, minSubtotal: 0, usageLimit: null, perCustomerLimit: null, uses: 7, daysOfWeek: [1] })];
  mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/api/admin/discount-codes': (url, init) => {
      if (init?.method === 'POST' || init?.method === 'PUT') {
        const one: Sent = { method: init.method, path: url.pathname, body: JSON.parse(bodyText(init)) as DiscountCodeForm };
        sent.push(one);
        const response = answer(one);
        if (response.ok && one.method === 'PUT') codes = codes.map((c) => (c.code === 'SAVE10' ? { ...c, active: Boolean(one.body.active) } : c));
        return response;
      }
      return jsonResponse({ codes });
    },
  });
  return { ...renderWithProviders(<DiscountCodesScreen />, { url: '/admin/discount-codes' }), sent };
}

describe('/admin/discount-codes', () => {
  it('lists every code with its offer and uses against its limit', async () => {
    renderScreen();
    const save10 = await screen.findByRole('row', { name: 'Discount code SAVE10' });
    expect(within(save10).getByText('10% off')).toBeInTheDocument();
    expect(within(save10).getByText('KSh 5,000')).toBeInTheDocument();
    expect(within(save10).getByText('3 of 100')).toBeInTheDocument();
    const freeship = screen.getByRole('row', { name: 'Discount code FREESHIP' });
    expect(within(freeship).getByText('Free shipping')).toBeInTheDocument();
    expect(within(freeship).getByText('7 (no limit)')).toBeInTheDocument();
  });

  it('creates a code with a minimum and limits, blanks sent as none', async () => {
    const { user, sent } = renderScreen();
    await screen.findByRole('row', { name: 'Discount code SAVE10' });
    await user.type(screen.getByLabelText('Code'), 'new20');
    await user.type(screen.getByLabelText('Percent off'), '20');
    await user.type(screen.getByLabelText(/^Minimum spend/), '2500.50');
    await user.type(screen.getByLabelText(/^Limit per customer/), '1');
    await user.type(screen.getByLabelText('Last day'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Discount code saved: NEW20')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/discount-codes',
        body: {
          code: 'new20',
          description: '',
          kind: 'percent',
          percentOff: 20,
          amountOff: null,
          minSubtotal: 2500.5,
          usageLimit: null,
          perCustomerLimit: 1,
          startsAt: null,
          endsAt: '2027-01-01T00:00:00+03:00',
          active: true,
        },
      },
    ]);
  });

  it('deactivates a code by an edit of it', async () => {
    const { user, sent } = renderScreen((one) => jsonResponse(code({ active: Boolean(one.body.active) })));
    await user.click(await screen.findByRole('button', { name: 'Deactivate SAVE10' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.path).toBe('/api/admin/discount-codes/SAVE10');
    expect(sent[0]!.body).toMatchObject({ kind: 'percent', percentOff: 10, minSubtotal: 5000, usageLimit: 100, perCustomerLimit: 1, active: false });
    expect(await screen.findByRole('button', { name: 'Activate SAVE10' })).toBeInTheDocument();
  });

  it("shows the server's messages under their fields and keeps the typing", async () => {
    const { user } = renderScreen(() =>
      jsonResponse(
        {
          error: 'validation_failed',
          message: 'Percent off must be between 1 and 100',
          fields: { percentOff: 'Percent off must be between 1 and 100', code: "Code must be 3 to 40 letters, digits, '-' or '_' (it is kept in capitals)" },
        },
        { status: 400 },
      ),
    );
    await screen.findByRole('row', { name: 'Discount code SAVE10' });
    await user.type(screen.getByLabelText('Code'), 'x');
    await user.type(screen.getByLabelText('Percent off'), '150');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.getByLabelText('Percent off')).toHaveAccessibleDescription('Percent off must be between 1 and 100'));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/Code must be 3 to 40/);
    expect(screen.getByText('Failed to save the discount code')).toBeInTheDocument();
    expect(screen.getByLabelText('Percent off')).toHaveValue('150');
  });

  it('edits a code in the form, the code itself fixed', async () => {
    const { user, sent } = renderScreen((one) => jsonResponse(code({ percentOff: one.body.percentOff ?? 0 })));
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE10' }));
    const form = screen.getByRole('form', { name: 'Edit SAVE10' });
    expect(within(form).getByLabelText(/^Code/)).toBeDisabled();
    const percent = within(form).getByLabelText('Percent off');
    expect(percent).toHaveValue('10');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(form).getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.path).toBe('/api/admin/discount-codes/SAVE10');
    expect(sent[0]!.body.percentOff).toBe(15);
  });
});

describe('offers and uses', () => {
  it('read as the admin says them', () => {
    expect(offerOf(code({ kind: 'amount', percentOff: 0, amountOff: 1500.5 }))).toBe('KSh 1,500.50 off');
    expect(usesOf(code({ usageLimit: null, uses: 0 }))).toBe('0 (no limit)');
  });
});
