import { screen } from '@testing-library/react';

import { makeProduct, makeProductList } from '@/testing/make-product';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import CategoryRoute from './category';
import { urlOf } from '@/testing/requests';

const categories = [
  {
    slug: 'living-room',
    name: 'Living Room',
    productCount: 40,
    subcategories: [
      { slug: 'living-room-sofas', name: 'Sofas', productCount: 12 },
      { slug: 'living-room-coffee-tables', name: 'Coffee Tables', productCount: 8 },
    ],
  },
];

const paths = ['/category/:category', '/category/:category/:sub', '/category/:category/:sub/:item'];

function renderAt(url: string) {
  const [first, ...others] = paths;
  return renderWithProviders(<CategoryRoute />, {
    url,
    path: first,
    routes: others.map((path) => ({ path, element: <CategoryRoute /> })),
  });
}

describe('CategoryRoute', () => {
  it("titles the page from the slug, with breadcrumb Home > Furniture > category", async () => {
    const fetch = mockFetch({
      '/categories': () => jsonResponse(categories),
      '/products/category': () => jsonResponse(makeProductList([makeProduct()], { limit: 12 })),
    });
    renderAt('/category/living-room?sort=price_asc&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Living Room Furniture' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeFurnitureLiving Room');
    expect(screen.getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/furniture');
    expect(await screen.findByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/category/living-room-sofas');
    const call = fetch.mock.calls
      .map(([input]) => new URL(urlOf(input), 'http://localhost'))
      .find((url) => url.pathname.startsWith('/products/category/'))!;
    expect(call.pathname).toBe('/products/category/living-room');
    expect(Object.fromEntries(call.searchParams)).toEqual({ page: '2', limit: '12', sort: 'price_asc' });
  });

  it('lists a subcategory from /category/{category}/{subcategory}', async () => {
    const fetch = mockFetch({
      '/categories': () => jsonResponse(categories),
      '/products/category': () => jsonResponse(makeProductList([makeProduct()], { limit: 12 })),
    });
    renderAt('/category/living-room/sofas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Living Room Sofas Furniture' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Nairobi 3-Seater Linen Sofa' });
    expect(
      fetch.mock.calls.some(([input]) => urlOf(input).startsWith('/products/category/living-room-sofas')),
    ).toBe(true);
  });

  it("shows 'Category not found' for an unknown category", async () => {
    mockFetch({
      '/categories': () => jsonResponse(categories),
      '/products/category': () =>
        jsonResponse({ error: 'category_not_found', message: 'Category not found' }, { status: 404 }),
    });
    renderAt('/category/spaceships');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all categories' })).toHaveAttribute('href', '/categories');
  });
});
