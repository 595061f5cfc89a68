import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { urlOf } from '@/testing/requests';
import { createTestQueryClient, jsonResponse, mockFetch } from '@/testing/test-utils';

const admin = makeAdmin();

const message = {
  id: 'm-1',
  name: 'Otieno',
  email: 'otieno@example.com',
  phone: '0712 345 678',
  subject: 'Delivery to Kisumu',
  message: 'Do you deliver a sofa to Kisumu?',
  createdAt: '2026-11-28T07:00:00Z',
  handledAt: null,
  handledBy: null,
};

function renderAt(url: string, handlers: Parameters<typeof mockFetch>[0]) {
  storeSession(admin);
  const answer = verifyAnswer(admin);
  const fetch = mockFetch({ '/auth/verify': answer, '/users/verify-token': answer, '/categories': () => jsonResponse([]), ...handlers });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { fetch, router, user: userEvent.setup() };
}

describe('the admin inbox', () => {
  it('lists messages with the unread count on the navigation, reads one whole and marks it handled', async () => {
    let handled = false;
    const current = () =>
      handled ? { ...message, handledAt: '2026-11-29T08:00:00Z', handledBy: { id: admin.id, name: 'Boss' } } : message;
    const { fetch, user } = renderAt('/admin/messages', {
      '/api/admin/messages/m-1/handled': () => {
        handled = true;
        return jsonResponse({ message: current() });
      },
      '/api/admin/messages/m-1': () => jsonResponse({ message: current() }),
      '/api/admin/messages': () =>
        jsonResponse({
          messages: [current()],
          pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
          unhandled: handled ? 0 : 3,
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(await within(nav).findByTestId('nav-unhandled-messages')).toHaveTextContent('3');
    expect(within(nav).getByRole('link', { name: /Messages/ })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByTestId('message-m-1');
    expect(within(row).getByText('Delivery to Kisumu')).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery to Kisumu' });
    expect(await within(dialog).findByText('Do you deliver a sofa to Kisumu?')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:otieno@example.com?subject=Re%3A%20Delivery%20to%20Kisumu',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }));
    await waitFor(() => expect(within(dialog).getByTestId('message-status')).toHaveTextContent('Handled'));
    expect(within(dialog).getByTestId('message-status')).toHaveTextContent('Boss');
    expect(within(dialog).queryByRole('button', { name: 'Mark as handled' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(nav).queryByTestId('nav-unhandled-messages')).not.toBeInTheDocument());
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted).toHaveLength(1);
  });

  it('asks the server for the filter and the search', async () => {
    const { fetch, user } = renderAt('/admin/messages', {
      '/api/admin/messages': () =>
        jsonResponse({ messages: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 }, unhandled: 0 }),
    });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'handled');
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'kisumu');
    await waitFor(() => {
      const asked = fetch.mock.calls.map(([input]) => urlOf(input)).filter((u) => u.includes('/api/admin/messages?'));
      expect(asked.some((u) => u.includes('status=handled') && u.includes('search=kisumu'))).toBe(true);
    });
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
  });
});

describe('the newsletter list', () => {
  it('shows the count, searches on the server and removes a subscriber after confirming', async () => {
    let removed = false;
    const { fetch, user } = renderAt('/admin/newsletter', {
      '/api/admin/messages': () => jsonResponse({ messages: [], pagination: { page: 1, limit: 1, total: 0, totalPages: 0 }, unhandled: 0 }),
      '/api/admin/newsletter/': () => {
        removed = true;
        return jsonResponse({ message: 'Subscriber removed' });
      },
      '/api/admin/newsletter': () =>
        jsonResponse({
          subscribers: removed ? [] : [{ email: 'wanjiku@example.co.ke', subscribedAt: '2026-11-02T07:15:00Z' }],
          pagination: { page: 1, limit: 20, total: removed ? 0 : 1, totalPages: removed ? 0 : 1 },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByTestId('subscriber-count')).toHaveTextContent('1');
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).getByRole('link', { name: /Messages/ })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByTestId('subscriber-wanjiku@example.co.ke');
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove subscriber' });
    expect(removed).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    const deleted = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleted && urlOf(deleted[0])).toContain('/api/admin/newsletter/wanjiku%40example.co.ke');
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes only when the reader confirms, and says which address left', async () => {
    const { fetch, user } = renderAt('/unsubscribe?token=signed-token', {
      '/api/newsletter/unsubscribe': () =>
        jsonResponse({ email: 'wanjiku@example.co.ke', message: 'You have been unsubscribed from our newsletter.' }),
    });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(fetch.mock.calls.some(([input]) => urlOf(input).includes('/unsubscribe'))).toBe(false);
    await user.click(button);
    expect(await screen.findByTestId('unsubscribed')).toHaveTextContent('wanjiku@example.co.ke');
    const posted = fetch.mock.calls.find(([input]) => urlOf(input).includes('/api/newsletter/unsubscribe'));
    expect(JSON.parse(posted?.[1]?.body as string)).toEqual({ token: 'signed-token' });
  });

  it('says a forged link is not valid', async () => {
    const { user } = renderAt('/unsubscribe?token=forged', {
      '/api/newsletter/unsubscribe': () =>
        jsonResponse({ error: 'bad_request', message: 'This unsubscribe link is not valid' }, { status: 400 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
