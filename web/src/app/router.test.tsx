import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { createTestQueryClient, jsonResponse, mockFetch } from '@/testing/test-utils';

import { routes } from './router';

function renderAt(url: string) {
  mockFetch({ '/categories': () => jsonResponse([]) });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('routes', () => {
  it('shows the not-found page for an unknown path, with links home and to products', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it.each([
    ['/help-center', 'Help Center'],
    ['/returns-refunds', 'Returns & Refunds'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/services/interior-design', 'Interior Design'],
  ])('serves the content page at %s', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown service', async () => {
    renderAt('/services/teleportation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
