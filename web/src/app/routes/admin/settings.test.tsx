import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeShopSettings } from '@/testing/shop-settings';
import { createTestQueryClient, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import type { AdminSettings } from '@/features/admin-settings/api/get-settings';
import { endsAtOf, lastDay, startDay, startsAtOf } from '@/lib/admin/campaign-dates';
import { SettingsScreen } from '@/features/admin-settings/components/settings-screen';
import { bodyText, urlOf } from '@/testing/requests';

function adminSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    ...makeShopSettings(),
    coupons: [
      {
        code: 'FREESHIP',
        description: 'Free shipping on every Monday order',
        freeShipping: true,
        daysOfWeek: [1],
        timezone: 'Africa/Nairobi',
        active: true,
        startsAt: null,
        endsAt: null,
      },
    ],
    ...overrides,
  };
}

function renderScreen(put: (body: AdminSettings) => Response) {
  const admin = makeAdmin();
  storeSession(admin);
  const sent: AdminSettings[] = [];
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/api/admin/settings': (_url, init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(bodyText(init)) as AdminSettings;
        sent.push(body);
        return put(body);
      }
      return jsonResponse(adminSettings());
    },
  });
  return { ...renderWithProviders(<SettingsScreen />, { url: '/admin/settings' }), sent, fetchMock };
}

describe('/admin/settings', () => {
  it('saves the edited settings and campaign, with a toast', async () => {
    const { user, sent } = renderScreen((body) => jsonResponse(body));
    const fee = await screen.findByLabelText('Delivery fee (KSh)');
    expect(fee).toHaveValue('500');
    expect(screen.getByLabelText('VAT rate (%)')).toHaveValue('16');
    expect(screen.getByLabelText('KRA PIN')).toHaveValue('P000000000X');

    await user.clear(fee);
    await user.type(fee, '750.5');
    const vat = screen.getByLabelText('VAT rate (%)');
    await user.clear(vat);
    await user.type(vat, '14.5');
    const coupon = screen.getByRole('listitem', { name: 'Coupon FREESHIP' });
    await user.click(within(coupon).getByLabelText('Sat'));
    await user.click(within(coupon).getByLabelText('Active'));
    await user.type(within(coupon).getByLabelText('Last day of FREESHIP'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      deliveryFee: 750.5,
      freeDeliveryThreshold: 50000,
      codFee: 100,
      vatRate: 14.5,
      contact: { kraPin: 'P000000000X' },
      coupons: [{ code: 'FREESHIP', daysOfWeek: [1, 6], active: false, startsAt: null, endsAt: '2027-01-01T00:00:00+03:00' }],
    });
  });

  it("shows the server's messages under their fields", async () => {
    const { user } = renderScreen(() =>
      jsonResponse(
        {
          error: 'validation_failed',
          message: 'Delivery fee cannot be negative; KRA PIN must be a letter, 9 digits and a letter (like A123456789Z)',
          fields: {
            deliveryFee: 'Delivery fee cannot be negative',
            'contact.kraPin': 'KRA PIN must be a letter, 9 digits and a letter (like A123456789Z)',
            'coupons[0].daysOfWeek': 'Weekdays must be from 1 (Monday) to 7 (Sunday)',
          },
        },
        { status: 400 },
      ),
    );
    const fee = await screen.findByLabelText('Delivery fee (KSh)');
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(screen.getByLabelText('Delivery fee (KSh)')).toHaveAccessibleDescription('Delivery fee cannot be negative'));
    expect(screen.getByLabelText('KRA PIN')).toHaveAccessibleDescription(/KRA PIN must be a letter/);
    expect(screen.getByText('Weekdays must be from 1 (Monday) to 7 (Sunday)')).toBeInTheDocument();
    expect(screen.getByText('Failed to save settings')).toBeInTheDocument();
    // The admin's typing stays for a correction.
    expect(screen.getByLabelText('Delivery fee (KSh)')).toHaveValue('-5');
  });
});

describe('campaign dates', () => {
  it('are whole Nairobi days, the last one inclusive', () => {
    expect(startsAtOf('2026-12-01')).toBe('2026-12-01T00:00:00+03:00');
    expect(endsAtOf('2026-12-31')).toBe('2027-01-01T00:00:00+03:00');
    expect(startDay('2026-11-30T21:00:00Z')).toBe('2026-12-01');
    expect(lastDay('2026-12-31T21:00:00Z')).toBe('2026-12-31');
    expect(startsAtOf('')).toBeNull();
    expect(lastDay(null)).toBe('');
  });
});

describe('the /admin/settings route', () => {
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

  it('is served to an admin', async () => {
    const admin = makeAdmin();
    storeSession(admin);
    renderAt('/admin/settings', { '/auth/verify': verifyAnswer(admin), '/api/admin/settings': () => jsonResponse(adminSettings()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Delivery fee (KSh)')).toHaveValue('500');
  });

  it('sends a customer to /, without asking for the settings', async () => {
    const customer = makeUser();
    storeSession(customer);
    const { router, fetchMock } = renderAt('/admin/settings', { '/auth/verify': verifyAnswer(customer) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).startsWith('/api/admin/settings'))).toBe(false);
  });
});
