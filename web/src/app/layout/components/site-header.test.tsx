import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeAdmin, makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { mockFetch, jsonResponse, renderWithProviders } from '@/testing/test-utils';

import { SiteHeader } from './site-header';

function renderHeader(url = '/products') {
  mockFetch({ '/categories': () => jsonResponse([]) });
  return renderWithProviders(<SiteHeader />, { url });
}

describe('header search', () => {
  it('goes to /catalog?q= with the trimmed, encoded text', async () => {
    const { user, router } = renderHeader();
    await user.type(screen.getByRole('combobox', { name: 'Search furniture' }), '  sofa & bed ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.location.search).toBe('?q=sofa%20%26%20bed');
  });

  it('does nothing for an empty or blank search', async () => {
    const { user, router } = renderHeader('/about');
    await user.type(screen.getByRole('combobox', { name: 'Search furniture' }), '   ');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows the current query on the search page', () => {
    renderHeader('/catalog?q=dining%20table');
    expect(screen.getByRole('combobox', { name: 'Search furniture' })).toHaveValue('dining table');
  });
});

describe('header counts and menus', () => {
  it('shows the cart count (sum of quantities) and the wishlist count only above zero', () => {
    window.localStorage.setItem('cart', JSON.stringify([{ id: 1, name: 'Sofa', price: 10, quantity: 2 }, { id: 2, name: 'Bed', price: 10, quantity: 1 }]));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    const wishlist = screen.getByRole('link', { name: 'Wishlist, 0 items' });
    expect(within(wishlist).queryByText('0')).not.toBeInTheDocument();
  });

  it('opens the help menu with its links and closes it with Escape', async () => {
    const { user } = renderHeader();
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    await user.keyboard('{Escape}');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveFocus();
  });

  it('falls back to the built-in categories in the mega menu when /categories fails', () => {
    mockFetch({ '/categories': () => jsonResponse({ error: 'internal', message: 'boom' }, { status: 500 }) });
    renderWithProviders(<SiteHeader />, { url: '/products' });
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(within(nav).getByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/category/living-room');
    expect(within(nav).getByRole('link', { name: 'All Furniture' })).toHaveAttribute('href', '/products');
  });

  it('opens a focus-trapped mobile drawer that Escape closes', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(drawer).getByRole('combobox', { name: 'Search furniture' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('account menu per role', () => {
  function linksOf(list: HTMLElement) {
    return within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  }

  it('offers a guest Login and Register', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(linksOf(screen.getByRole('list', { name: 'Account' }))).toEqual([
      ['Login', '/login'],
      ['Register', '/register'],
    ]);
  });

  it('offers a customer My Account, My Orders, Wishlist and Logout, under their first name', async () => {
    const customer = makeUser();
    storeSession(customer);
    mockFetch({ '/categories': () => jsonResponse([]), '/auth/verify': verifyAnswer(customer) });
    const { user } = renderWithProviders(<SiteHeader />, { url: '/products' });
    const trigger = screen.getByRole('button', { name: 'Wanjiru account' });
    await user.click(trigger);
    expect(linksOf(screen.getByRole('list', { name: 'Wanjiru account' }))).toEqual([
      ['My Account', '/account'],
      ['My Orders', '/orders'],
      ['Wishlist', '/wishlist'],
      ['Logout', '/logout'],
    ]);
  });

  it("labels an admin's menu 'Admin', with the admin screens and no Orders or Wishlist, here and in the drawer", async () => {
    const admin = makeAdmin();
    storeSession(admin);
    mockFetch({ '/categories': () => jsonResponse([]), '/auth/verify': verifyAnswer(admin) });
    const { user } = renderWithProviders(<SiteHeader />, { url: '/admin/manage-users' });
    await user.click(screen.getByRole('button', { name: 'Admin account' }));
    const expected = [
      ['Admin Dashboard', '/admin'],
      ['Manage Products', '/admin/manage-products'],
      ['Manage Orders', '/admin/orders'],
      ['Manage Users', '/admin/manage-users'],
      ['Upload Images', '/upload-img'],
      ['My Account', '/account'],
      ['Logout', '/logout?from=%2Fadmin%2Fmanage-users'],
    ];
    expect(linksOf(screen.getByRole('list', { name: 'Admin account' }))).toEqual(expected);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(linksOf(within(drawer).getByRole('navigation', { name: 'Account' }))).toEqual(expected);
  });
});
