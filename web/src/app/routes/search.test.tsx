import { fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';

import { makeProduct } from '@/testing/make-product';
import { makeNoResults, makeSearchResults } from '@/testing/make-search-results';
import type { SearchResponse } from '@/features/search/types';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import CatalogRoute from './catalog';
import SearchRoute from './search';
import { urlOf } from '@/testing/requests';

function serve(answer: SearchResponse | ((url: URL) => Response) = makeSearchResults()) {
  return mockFetch({
    '/categories': () => jsonResponse([]),
    '/products/price-range': () => jsonResponse({ min: 12999, max: 249999 }),
    '/products/search': typeof answer === 'function' ? answer : () => jsonResponse(answer),
  });
}

function searchCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/products/search');
}

/** The filter sidebar beside the results, as on a desktop screen. */
function asDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function sidebar() {
  return screen.getByRole('complementary', { name: 'Filters' });
}

describe('SearchRoute', () => {
  it("shows 'Start your search' with quick terms and makes no call without a term", async () => {
    const fetch = serve();
    renderWithProviders(<SearchRoute />, { url: '/search' });
    expect(screen.getByRole('heading', { name: 'Start your search' })).toBeInTheDocument();
    const quick = screen.getByRole('list', { name: 'Popular searches' });
    expect(within(quick).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sofa', '/search?q=Sofa'],
      ['Dining Table', '/search?q=Dining+Table'],
      ['Office Chair', '/search?q=Office+Chair'],
      ['Bedroom', '/search?q=Bedroom'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchCalls(fetch)).toHaveLength(0);
  });

  it('shows the results with the total, the corrected spelling, related searches and every facet count', async () => {
    asDesktop();
    const fetch = serve(
      makeSearchResults({
        query: 'sfoa',
        correctedQuery: 'sofa',
        relatedSearches: ['Sectional Sofas', 'leather sofa', 'velvet sofa', 'grey sofa', 'sofa bed', 'corner sofa'],
      }),
    );
    renderWithProviders(<CatalogRoute />, { url: '/catalog?q=sfoa&materials=Leather&page=2' });

    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "sfoa"' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Karen Leather Sofa' })).toBeInTheDocument();
    expect(screen.getByText('57 products')).toBeInTheDocument();
    expect(screen.getByText('Showing results for "sofa"')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('sfoa');

    const related = screen.getByRole('navigation', { name: 'Related searches' });
    const links = within(related).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[1]).toHaveAttribute('href', '/catalog?q=leather+sofa');

    const filters = sidebar();
    for (const name of ['Living Room (40)', 'Sofas (31)', 'Leather (9)', 'Velvet (7)', 'Grey (7)', 'Samani Home (5)']) {
      expect(within(filters).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    for (const name of ['Free delivery (12)', 'Express delivery (4)', 'Assembly not required (30)', 'In stock (50)', 'On sale (8)']) {
      expect(within(filters).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(within(filters).getByRole('checkbox', { name: 'Leather (9)' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Office (0)' })).toBeDisabled();
    // The price slider spans the catalogue's real range in KSh 1,000 steps.
    const lowest = await within(filters).findByRole('slider', { name: 'Minimum price' });
    expect(lowest).toHaveAttribute('min', '12000');
    expect(lowest).toHaveAttribute('max', '250000');
    expect(lowest).toHaveAttribute('step', '1000');
    expect(lowest).toHaveValue('12000');
    expect(within(filters).getByRole('slider', { name: 'Maximum price' })).toHaveValue('250000');

    expect(Object.fromEntries(searchCalls(fetch).at(-1)!.searchParams)).toEqual({
      q: 'sfoa',
      page: '2',
      limit: '20',
      sort: 'relevance',
      materials: 'Leather',
    });
  });

  it('narrows by a facet and a price range from the sidebar, back to page 1, and removes a filter by its tag', async () => {
    asDesktop();
    serve();
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa&page=2' });
    await screen.findByRole('link', { name: 'Karen Leather Sofa' });

    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Velvet (7)' }));
    expect(router.state.location.search).toBe('?q=sofa&materials=Velvet');
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Assembly not required (30)' }));
    expect(router.state.location.search).toBe('?q=sofa&materials=Velvet&assemblyRequired=false');

    fireEvent.change(await within(sidebar()).findByRole('slider', { name: 'Minimum price' }), { target: { value: '20000' } });
    fireEvent.change(within(sidebar()).getByRole('slider', { name: 'Maximum price' }), { target: { value: '80000' } });
    expect(within(sidebar()).getByTestId('price-range-values')).toHaveTextContent('KSh 20,000 – KSh 80,000');
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply Filters' }));
    expect(router.state.location.search).toBe('?q=sofa&materials=Velvet&minPrice=20000&maxPrice=80000&assemblyRequired=false');

    await user.click(screen.getByRole('button', { name: 'Remove filter Velvet' }));
    expect(router.state.location.search).toBe('?q=sofa&minPrice=20000&maxPrice=80000&assemblyRequired=false');
    await user.click(within(sidebar()).getByRole('button', { name: 'Clear All' }));
    expect(router.state.location.search).toBe('?q=sofa');
  });

  it('keeps a ticked choice the facets no longer list, so it can be unticked', async () => {
    asDesktop();
    serve();
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa&colors=Teal' });
    await screen.findByRole('link', { name: 'Karen Leather Sofa' });
    const teal = within(sidebar()).getByRole('checkbox', { name: 'Teal (0)' });
    expect(teal).toBeChecked();
    expect(teal).toBeEnabled();
    await user.click(teal);
    expect(router.state.location.search).toBe('?q=sofa');
  });

  it('writes a new sort to the URL without the page, and relevance not at all', async () => {
    serve();
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa&page=3' });
    await screen.findByRole('link', { name: 'Karen Leather Sofa' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Relevance',
      'Newest First',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A to Z',
      'Name: Z to A',
      'Top Rated',
    ]);
    await user.selectOptions(sort, 'price_asc');
    expect(router.state.location.search).toBe('?q=sofa&sort=price_asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'relevance');
    expect(router.state.location.search).toBe('?q=sofa');
  });

  it('keeps the grid or list view in the URL, and the page with it; pages move on', async () => {
    serve(makeSearchResults({ products: [makeProduct({ id: 3, name: 'Kilimani Sofa', description: 'Deep seats in grey linen.' })] }));
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa&page=2' });
    await screen.findByRole('link', { name: 'Kilimani Sofa' });
    expect(screen.queryByText('Deep seats in grey linen.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(router.state.location.search).toBe('?q=sofa&view=list&page=2');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Deep seats in grey linen.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?q=sofa&view=list&page=3');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('?q=sofa&view=list');
  });

  it('searches again from the search box, keeping the filters, back on page 1', async () => {
    serve();
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa&onSale=true&page=2' });
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, '  armchair {Enter}');
    expect(router.state.location.search).toBe('?q=armchair&onSale=true');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "armchair"' })).toBeInTheDocument();
  });

  it("shows 'No results found'; 'Clear filters' keeps the search and 'Clear search' starts over", async () => {
    serve(makeNoResults('unicorn'));
    const { user, router } = renderWithProviders(<SearchRoute />, {
      url: '/catalog?q=unicorn&materials=Leather&sort=price_desc',
    });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?q=unicorn&sort=price_desc');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Start your search' })).toBeInTheDocument();
  });

  it('says the search failed and retries', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 })
        : jsonResponse(makeSearchResults()),
    );
    const { user } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa' });
    expect(await screen.findByText('Failed to search products. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Karen Leather Sofa' })).toBeInTheDocument();
  });

  it('filters from the drawer on a small screen', async () => {
    serve();
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search?q=sofa' });
    await screen.findByRole('link', { name: 'Karen Leather Sofa' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Bedroom (6)' }));
    expect(router.state.location.search).toBe('?q=sofa&categories=bedroom');
    expect(screen.getByRole('button', { name: 'Remove filter Bedroom' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Show 57 products' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('goes back with the Back button, or home when the search was the first page', async () => {
    serve();
    const { user, router } = renderWithProviders(<SearchRoute />, { url: '/search' });
    await user.click(screen.getByRole('link', { name: 'Sofa' }));
    expect(router.state.location.search).toBe('?q=Sofa');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Start your search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('CatalogRoute', () => {
  it('is the product listing without q', () => {
    mockFetch({
      '/categories': () => jsonResponse([]),
      '/products': () => jsonResponse({ products: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    });
    renderWithProviders(<CatalogRoute />, { url: '/catalog' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Furniture Products' })).toBeInTheDocument();
  });
});
