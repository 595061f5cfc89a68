import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { CategoryRow } from './home-rows';
import { urlOf } from '@/testing/requests';

const product = {
  id: 11,
  name: 'Watamu Bunk Bed',
  description: 'A double decker',
  price: 38500,
  original_price: null,
  originalPrice: null,
  images: ['/media/demo/bunk.svg'],
  category: 'Kids Room - Double Deckers',
  categorySlug: 'kids-room',
  subcategory: 'Double Deckers',
  subcategorySlug: 'kids-room-double-deckers',
  material: 'Pine',
  color: 'White',
  dimensions: '200 x 100 x 160 cm',
  weight: 60,
  brand: 'Samani Kids',
  assemblyRequired: true,
  stock: 5,
  rating: 4.6,
  reviews: 12,
  featured: false,
  badge: null,
  freeDelivery: true,
  expressDelivery: false,
  onSale: false,
  tags: [],
  createdAt: '2026-11-01T10:00:00Z',
};

afterEach(() => vi.useRealTimers());

describe('home category row', () => {
  it('shows skeletons, then the products, with a View all link', async () => {
    const fetchMock = mockFetch({
      '/products': () => jsonResponse({ products: [product], pagination: { page: 1, limit: 9, total: 1, totalPages: 1 } }),
    });
    renderWithProviders(<CategoryRow title="Double Deckers" category="kids-room-double-deckers" />);

    expect(screen.getByRole('list', { name: 'Loading Double Deckers' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Watamu Bunk Bed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View all Double Deckers/ })).toHaveAttribute('href', '/category/kids-room-double-deckers');
    const url = urlOf(fetchMock.mock.calls[0]![0]);
    expect(url).toContain('category=kids-room-double-deckers');
    expect(url).toContain('limit=9');
  });

  it('says so when the category has no products', async () => {
    mockFetch({ '/products': () => jsonResponse({ products: [], pagination: { page: 1, limit: 9, total: 0, totalPages: 0 } }) });
    renderWithProviders(<CategoryRow title="Kids Room" category="kids-room" />);
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });

  it('retries every 3 seconds after a failure until it loads', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockFetch({
      '/products': () => {
        calls += 1;
        if (calls <= 2) return jsonResponse({ error: 'internal', message: 'Server error - please try again later' }, { status: 500 });
        return jsonResponse({ products: [product], pagination: { page: 1, limit: 9, total: 1, totalPages: 1 } });
      },
    });
    renderWithProviders(<CategoryRow title="Kids Room" category="kids-room" />);

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText(/couldn.t load these products/i)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Watamu Bunk Bed')).toBeInTheDocument();
  });
});
