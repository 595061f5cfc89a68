import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { CategoriesScreen } from './categories-screen';

const LIVING = {
  slug: 'living-room',
  name: 'Living Room',
  productCount: 41,
  subcategories: [
    { slug: 'living-room-sofas', name: 'Sofas', productCount: 30 },
    { slug: 'living-room-sectional-sofas', name: 'Sectional Sofas', productCount: 11 },
  ],
};
const OFFICE = { slug: 'office', name: 'Office', productCount: 1, subcategories: [{ slug: 'office-desks', name: 'Desks', productCount: 1 }] };

describe('admin categories', () => {
  it('lists the categories in menu order with their subcategories, slugs and product counts', async () => {
    mockFetch({ '/categories': () => jsonResponse([LIVING, OFFICE]) });
    renderWithProviders(<CategoriesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    const living = await screen.findByTestId('admin-category-living-room');
    expect(within(living).getByText('41 products')).toBeInTheDocument();
    expect(within(living).getByText('2 subcategories')).toBeInTheDocument();
    const sofas = within(living).getByRole('row', { name: /Sofas living-room-sofas 30/ });
    expect(within(sofas).getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/category/living-room-sofas');
    expect(within(screen.getByTestId('admin-category-office')).getByText('1 product')).toBeInTheDocument();
    const order = screen.getAllByTestId(/^admin-category-/).map((item) => item.dataset.testid);
    expect(order).toEqual(['admin-category-living-room', 'admin-category-office']);
  });

  it('says the load failed and offers Try Again', async () => {
    mockFetch({ '/categories': () => jsonResponse({ error: 'service_unavailable', message: 'The catalogue is unavailable' }, { status: 503 }) });
    renderWithProviders(<CategoriesScreen />);
    expect(await screen.findByText('Failed to load categories. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
