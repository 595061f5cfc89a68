import { screen, within } from '@testing-library/react';

import { makeProduct, makeProductList } from '@/testing/make-product';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import ProductsRoute from './products';
import { urlOf } from '@/testing/requests';

const categories = [
  { slug: 'living-room', name: 'Living Room', productCount: 40, subcategories: [] },
  { slug: 'bedroom', name: 'Bedroom', productCount: 30, subcategories: [] },
];

function serve(list = makeProductList([makeProduct({ id: 1 }), makeProduct({ id: 2, name: 'Karen King Bed' })], { page: 2, total: 45, totalPages: 3 })) {
  return mockFetch({
    '/categories': () => jsonResponse(categories),
    '/products': () => jsonResponse(list),
  });
}

function productCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/products');
}

describe('ProductsRoute', () => {
  it('reads the listing from the query string and asks the API for it', async () => {
    const fetch = serve();
    renderWithProviders(<ProductsRoute />, { url: '/products?page=2&sort=price_asc&category=bedroom&onSale=true' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Furniture Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Karen King Bed' })).toBeInTheDocument();
    const query = productCalls(fetch).at(-1)!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '2', limit: '20', sort: 'price_asc', category: 'bedroom', onSale: 'true' });
    expect(screen.getByText('Showing 21–22 of 45 products')).toBeInTheDocument();
  });

  it('writes a new sort back without the page, and a default sort not at all', async () => {
    serve();
    const { user, router } = renderWithProviders(<ProductsRoute />, { url: '/products?page=3&category=bedroom' });
    await screen.findByRole('link', { name: 'Karen King Bed' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    expect(router.state.location.search).toBe('?category=bedroom&sort=price_desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(router.state.location.search).toBe('?category=bedroom');
  });

  it('moves between pages and keeps the filters', async () => {
    serve();
    const { user, router } = renderWithProviders(<ProductsRoute />, { url: '/products?page=2&onSale=true' });
    await screen.findByRole('link', { name: 'Karen King Bed' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?onSale=true&page=3');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('?onSale=true');
  });

  it('searches from the search box and resets the page', async () => {
    serve();
    const { user, router } = renderWithProviders(<ProductsRoute />, { url: '/products?page=2' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  sofa ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=sofa');
    expect(screen.getByText('Results for "sofa"')).toBeInTheDocument();
  });

  it('selects a category chip and removes it again with its tag', async () => {
    serve();
    const { user, router } = renderWithProviders(<ProductsRoute />, { url: '/products' });
    const chips = screen.getByRole('group', { name: 'Categories' });
    await user.click(await within(chips).findByRole('button', { name: 'Bedroom' }));
    expect(router.state.location.search).toBe('?category=bedroom');
    await user.click(screen.getByRole('button', { name: 'Remove filter Bedroom' }));
    expect(router.state.location.search).toBe('');
  });

  it('applies a price preset from the filter drawer and clears all filters', async () => {
    serve();
    const { user, router } = renderWithProviders(<ProductsRoute />, { url: '/products?featured=true' });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('radio', { name: 'KSh 10,000 - KSh 50,000' }));
    expect(router.state.location.search).toBe('?minPrice=10000&maxPrice=50000&featured=true');
    await user.click(within(drawer).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
  });

  it("shows 'No products found' when nothing matches", async () => {
    serve(makeProductList([]));
    renderWithProviders(<ProductsRoute />, { url: '/products?search=unicorn' });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('No products found. Try adjusting your filters or search for something else.'),
    ).toBeInTheDocument();
  });

  it('says loading failed and retries', async () => {
    let fail = true;
    mockFetch({
      '/categories': () => jsonResponse(categories),
      '/products': () =>
        fail
          ? jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 })
          : jsonResponse(makeProductList([makeProduct({ name: 'Karen King Bed' })])),
    });
    const { user } = renderWithProviders(<ProductsRoute />, { url: '/products' });
    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Karen King Bed' })).toBeInTheDocument();
  });
});
