import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import AccountRoute from './account';
import { urlOf } from '@/testing/requests';

const customer = makeUser({ city: 'Nairobi', state: 'Nairobi' });

function renderAccount(url = '/account', handlers: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(customer);
  const fetchMock = mockFetch({ '/auth/verify': verifyAnswer(customer), ...handlers });
  return { ...renderWithProviders(<AccountRoute />, { url, path: '/account' }), fetchMock };
}

beforeEach(() => window.sessionStorage.clear());

describe('my account', () => {
  it('shows My Account with Sign Out and the four tabs, Profile first', () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'My Account' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Orders', 'Wishlist', 'Security']);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Wanjiru Kamau');
    expect(screen.getByLabelText('County')).toHaveValue('Nairobi');
  });

  it('saves the profile with PUT /auth/profile and keeps the answer', async () => {
    const saved = { ...customer, city: 'Mombasa', state: 'Mombasa', address: 'Moi Avenue 12' };
    const { user, fetchMock } = renderAccount('/account', { '/auth/profile': () => jsonResponse({ user: saved }) });
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Mombasa');
    await user.selectOptions(screen.getByLabelText('County'), 'Mombasa');
    await user.type(screen.getByLabelText('Address'), 'Moi Avenue 12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/auth/profile')!;
    expect(call[1]?.method).toBe('PUT');
    expect(JSON.parse(call[1]!.body as string)).toMatchObject({ city: 'Mombasa', state: 'Mombasa', address: 'Moi Avenue 12' });
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ city: 'Mombasa' });
  });

  it('checks the new password twice, and shows the server saying the current one is wrong', async () => {
    const { user } = renderAccount('/account?tab=security', {
      '/auth/password': () =>
        jsonResponse(
          { error: 'bad_request', message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } },
          { status: 400 },
        ),
    });
    await user.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("New passwords don't match")).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'new-secret');
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('lists the wishlist with links to the products and to /wishlist', async () => {
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([
        { id: 12, name: 'Nairobi 3-Seater Linen Sofa', price: 45999, originalPrice: null, image: '/media/x.svg', category: 'Living Room - Sofas', featured: false, onSale: false, addedAt: '2026-11-01T10:00:00Z' },
      ]),
    );
    const { user } = renderAccount();
    await user.click(screen.getByRole('tab', { name: 'Wishlist' }));
    expect(screen.getByRole('link', { name: 'Nairobi 3-Seater Linen Sofa' })).toHaveAttribute('href', '/product/12');
    expect(screen.getByRole('link', { name: 'View Wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  it('lists the recent orders in the Orders tab, each linking to its page, and links to /orders', async () => {
    const { user } = renderAccount('/account', {
      [`/api/orders/user/${customer.id}`]: () =>
        jsonResponse([makeOrderAnswer({ public_id: 'SFRECENT01', order_status: 'shipped' })]),
    });
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('link', { name: 'Order SFRECENT01' })).toHaveAttribute('href', '/order/SFRECENT01');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByText('KSh 106,817.68')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('says there are no orders yet, with a link to /products', async () => {
    const { user } = renderAccount('/account', { [`/api/orders/user/${customer.id}`]: () => jsonResponse([]) });
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });
});
