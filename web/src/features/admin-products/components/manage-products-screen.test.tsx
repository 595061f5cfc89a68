import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { FALLBACK_CATEGORIES } from '@/config/categories';
import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { makeProduct } from '@/testing/make-product';
import type { Product } from '@/types/product';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { installFakeXhr, SIGNATURE, stubObjectUrls, uploadedImage, pngFile } from '@/testing/fake-xhr';
import { ManageProductsScreen } from './manage-products-screen';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();

const sofa = makeProduct({
  id: 1,
  name: 'Nairobi 3-Seater Linen Sofa',
  category: 'Living Room - Sofas',
  price: 45999,
  original_price: 52000,
  onSale: true,
  featured: true,
  stock: 3,
  images: ['/media/i/a1b2c3d4e5f6a7b8'],
  tags: ['sofa', 'linen'],
});
const bed = makeProduct({
  id: 2,
  name: 'Mombasa King Bed',
  category: 'Bedroom - Beds',
  price: 62000,
  original_price: null,
  onSale: false,
  stock: 0,
});
const desk = makeProduct({ id: 3, name: 'Kisumu Oak Desk', category: 'Office - Desks', price: 18500, stock: 40 });

const STATS = { totalProducts: 1203, totalValue: 98765432, lowStock: 17, outOfStock: 9, featured: 42 };

const categoriesAnswer = FALLBACK_CATEGORIES.map((category) => ({
  ...category,
  productCount: 10,
  subcategories: category.subcategories.map((sub) => ({ ...sub, productCount: 1 })),
}));

type Handlers = Parameters<typeof mockFetch>[0];

function listAnswer(products: Product[], page = 1, total = products.length) {
  return jsonResponse({ products, pagination: { page, limit: 12, total, totalPages: Math.ceil(total / 12) } });
}

function adminApi(overrides: Handlers = {}, products: Product[] = [sofa, bed, desk]) {
  return mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/categories': () => jsonResponse(categoriesAnswer),
    '/admin/products/stats': () => jsonResponse(STATS),
    '/admin/products': (url) => listAnswer(products, Number(url.searchParams.get('page') ?? '1')),
    ...overrides,
  });
}

function listCalls(fetchMock: ReturnType<typeof mockFetch>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(urlOf(input), 'http://localhost'))
    .filter((url) => url.pathname === '/admin/products');
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => urlOf(input) === path && init?.method === method);
  if (!call) throw new Error(`no ${method} ${path}`);
  return call[1]?.body ? JSON.parse(call[1].body as string) : undefined;
}

function renderScreen() {
  return renderWithProviders(<ManageProductsScreen />, { url: '/admin/manage-products' });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

function form() {
  return screen.getByRole('form', { name: /product$/ });
}

beforeEach(() => {
  storeSession(admin);
});

describe('product management: the list', () => {
  it('shows the server stat cards and the first page with Featured, Sale and stock badges', async () => {
    const fetchMock = adminApi();
    renderScreen();

    const total = await screen.findByRole('region', { name: 'Total Products' });
    await waitFor(() => expect(total).toHaveTextContent('1,203'));
    expect(total).toHaveTextContent('42 featured');
    expect(screen.getByRole('region', { name: 'Total Value' })).toHaveTextContent('KSh 98,765,432');
    expect(screen.getByRole('region', { name: 'Low Stock' })).toHaveTextContent('17');
    expect(screen.getByRole('region', { name: 'Out of Stock' })).toHaveTextContent('9');

    await screen.findByRole('article', { name: sofa.name });
    expect(within(card(sofa.name)).getByText('Featured')).toBeInTheDocument();
    expect(within(card(sofa.name)).getByText('Sale')).toBeInTheDocument();
    expect(within(card(sofa.name)).getByText('Low Stock')).toBeInTheDocument();
    expect(within(card(bed.name)).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(card(desk.name)).getByText('In Stock')).toBeInTheDocument();
    expect(within(card(bed.name)).queryByText('Sale')).not.toBeInTheDocument();
    expect(screen.getByText(/Last synced:/)).not.toHaveTextContent('never');

    const first = listCalls(fetchMock)[0]!;
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: '1', limit: '12', sort: 'name', order: 'asc' });
  });

  it('searches, filters and sorts on the server, back to page 1 on every change', async () => {
    const many = Array.from({ length: 12 }, (_, index) => makeProduct({ id: 100 + index, name: `Chair ${index}` }));
    const fetchMock = adminApi({ '/admin/products': (url) => listAnswer(many, Number(url.searchParams.get('page') ?? '1'), 30) });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: 'Chair 0' });

    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'oak');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('search')).toBe('oak'));
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('1');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by category' }), 'Office');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('category')).toBe('office'));
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price');
    await user.click(screen.getByRole('button', { name: /^Sort ascending/ }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('order')).toBe('desc'));
    const last = listCalls(fetchMock).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      page: '1',
      limit: '12',
      search: 'oak',
      category: 'office',
      sort: 'price',
      order: 'desc',
    });
  });

  it('shows the list view as a table whose headers sort on the server, with the same selection and actions', async () => {
    const fetchMock = adminApi();
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    await user.click(screen.getByRole('button', { name: 'List view' }));

    const table = screen.getByRole('table', { name: 'Products' });
    const row = within(table).getByTestId('admin-product-1');
    expect(row).toHaveTextContent(sofa.name);
    expect(row).toHaveTextContent('Living Room - Sofas');
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(row).getByText('Low Stock')).toBeInTheDocument();
    expect(within(table).getByTestId('admin-product-2')).toHaveTextContent('Out of Stock');
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('price'));
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('order')).toBe('asc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('order')).toBe('desc'));
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(row).getByLabelText(`Select ${sofa.name}`));
    expect(row).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 products selected');
    await user.click(within(row).getByRole('button', { name: `Delete ${sofa.name}` }));
    expect(screen.getByRole('dialog', { name: 'Delete product' })).toHaveTextContent('Are you sure you want to delete this product?');
  });

  it('has both empty states', async () => {
    adminApi({}, []);
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'No products available.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Product' }));
    expect(form()).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zebra');
    expect(await screen.findByRole('heading', { name: 'No products match your search criteria.' })).toBeInTheDocument();
  });

  it('keeps the last loaded products under the offline banner when the API goes away', async () => {
    let up = true;
    adminApi({
      '/admin/products': () =>
        up ? listAnswer([sofa]) : jsonResponse({ error: 'unavailable', message: 'Service unavailable' }, { status: 503 }),
    });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });

    up = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('API Offline - Using cached data')).toBeInTheDocument();
    expect(screen.getByText('Failed to load products. Please check your connection.')).toBeInTheDocument();
    expect(card(sofa.name)).toBeInTheDocument();

    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('API Offline - Using cached data')).not.toBeInTheDocument());
    expect(card(sofa.name)).toBeInTheDocument();
  });
});

describe('product management: the form', () => {
  it("needs a category to submit, then says 'Please fill in all required fields.' and sends nothing", async () => {
    const fetchMock = adminApi();
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('button', { name: 'Hide Form' })).toHaveAttribute('aria-expanded', 'true');
    const submit = within(form()).getByRole('button', { name: 'Add Product' });
    expect(submit).toBeDisabled();

    await user.type(within(form()).getByLabelText(/^Product Name/), 'Lamu Teak Bench');
    await user.selectOptions(within(form()).getByLabelText(/^Category/), 'Outdoor');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(within(form()).getAllByRole('alert')[0]).toHaveTextContent('Please fill in all required fields.');
    // The toast says it too.
    expect(screen.getAllByText('Please fill in all required fields.')).toHaveLength(2);
    expect(within(form()).getByLabelText(/^Price/)).toHaveAccessibleDescription('This field is required.');
    expect(within(form()).getByLabelText(/^Product Name/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('choosing a category clears the subcategory', async () => {
    adminApi();
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.selectOptions(within(form()).getByLabelText(/^Category/), 'Living Room');
    await user.selectOptions(within(form()).getByLabelText(/^Subcategory/), 'Sofas');
    expect(within(form()).getByLabelText(/^Subcategory/)).toHaveValue('Sofas');
    await user.selectOptions(within(form()).getByLabelText(/^Category/), 'Bedroom');
    expect(within(form()).getByLabelText(/^Subcategory/)).toHaveValue('');
  });

  async function fillNewProduct(user: ReturnType<typeof renderScreen>['user']) {
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const add = form();
    await user.type(within(add).getByLabelText(/^Product Name/), 'Lamu Teak Bench');
    await user.type(within(add).getByLabelText(/^Brand/), 'Samani Outdoor');
    await user.type(within(add).getByLabelText(/^Price/), '0');
    await user.type(within(add).getByLabelText(/^Stock/), '7');
    await user.selectOptions(within(add).getByLabelText(/^Category/), 'Outdoor');
    await user.selectOptions(within(add).getByLabelText(/^Subcategory/), 'Garden Benches');
    await user.type(within(add).getByLabelText(/^Description/), 'Solid teak, oiled.');
    await user.click(within(add).getByRole('tab', { name: 'Details' }));
    await user.type(within(add).getByLabelText(/^Weight/), '18.5');
    await user.click(within(add).getByLabelText('Featured Product'));
    await user.click(within(add).getByRole('tab', { name: 'Media & SEO' }));
    await user.type(within(add).getByLabelText(/^Image URLs/), 'https://images.example.com/bench.jpg, ,ftp://nope');
    await user.type(within(add).getByLabelText(/^Tags/), ' bench, teak ,, outdoor');
    return add;
  }

  it("shows the server's field errors under their fields, in their tab, until the field is edited", async () => {
    const fetchMock = adminApi({
      '/products': () =>
        jsonResponse(
          {
            error: 'validation_failed',
            message: 'Please fill in all required fields.',
            fields: { price: 'Price must be greater than 0', 'images[1]': 'Images must be pictures the shop serves or https URLs' },
          },
          { status: 400 },
        ),
    });
    const { user } = renderScreen();
    const add = await fillNewProduct(user);
    await user.click(within(add).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(within(add).getByRole('tab', { name: /Basic Info/ })).toHaveAttribute('aria-selected', 'true'));
    const price = within(add).getByLabelText(/^Price/);
    expect(price).toHaveAccessibleDescription('Price must be greater than 0');
    expect(price).toHaveFocus();
    expect(within(add).getByRole('tab', { name: 'Media & SEO (has errors)' })).toBeInTheDocument();
    expect(within(add).getByLabelText(/^Image URLs/)).toHaveAccessibleDescription(
      expect.stringContaining('Images must be pictures the shop serves or https URLs'),
    );

    await user.clear(price);
    await user.type(price, '12500');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(within(add).getByLabelText(/^Image URLs/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodyOf(fetchMock, 'POST', '/products')).toMatchObject({ price: 0 });
  });

  it('sends the product as the contract has it, says so and hides the form', async () => {
    const fetchMock = adminApi({ '/products': () => jsonResponse(makeProduct({ id: 9, name: 'Lamu Teak Bench' }), { status: 201 }) });
    const { user } = renderScreen();
    const add = await fillNewProduct(user);
    await user.click(within(add).getByRole('tab', { name: 'Basic Info' }));
    await user.clear(within(add).getByLabelText(/^Price/));
    await user.type(within(add).getByLabelText(/^Price/), '24999.50');
    await user.click(within(add).getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/products')).toEqual({
      name: 'Lamu Teak Bench',
      description: 'Solid teak, oiled.',
      price: 24999.5,
      original_price: null,
      category: 'Outdoor - Garden Benches',
      stock: 7,
      images: ['https://images.example.com/bench.jpg', 'ftp://nope'],
      imageAlts: ['', ''],
      featured: true,
      onSale: false,
      tags: ['bench', 'teak', 'outdoor'],
      dimensions: '',
      material: '',
      color: '',
      weight: 18.5,
      brand: 'Samani Outdoor',
      status: 'live',
      item_class: '',
    });
    expect(screen.queryByRole('form', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("Edit fills the form, splitting the category on ' - ', scrolls up and saves with PUT", async () => {
    const fetchMock = adminApi({ '/products/1': () => jsonResponse({ ...sofa, price: 39999 }) });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await user.click(screen.getByRole('button', { name: `Edit ${sofa.name}` }));

    const edit = screen.getByRole('form', { name: 'Edit product' });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(within(edit).getByLabelText(/^Product Name/)).toHaveValue(sofa.name);
    expect(within(edit).getByLabelText(/^Category/)).toHaveValue('Living Room');
    expect(within(edit).getByLabelText(/^Subcategory/)).toHaveValue('Sofas');
    expect(within(edit).getByLabelText(/^Original Price/)).toHaveValue('52000');
    expect(within(edit).getByLabelText(/^Image URLs/)).toHaveValue('/media/i/a1b2c3d4e5f6a7b8');
    expect(within(edit).getByLabelText(/^Tags/)).toHaveValue('sofa, linen');

    await user.clear(within(edit).getByLabelText(/^Price/));
    await user.type(within(edit).getByLabelText(/^Price/), '39999');
    await user.click(within(edit).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/products/1')).toMatchObject({ price: 39999, category: 'Living Room - Sofas', onSale: true });
    // Saved: the form is reset to an empty add form.
    expect(within(form()).getByLabelText(/^Product Name/)).toHaveValue('');
  });

  it("says 'Failed to save product. Please try again.' when the save fails", async () => {
    adminApi({ '/products': () => jsonResponse({ error: 'internal', message: 'Server error - please try again later' }, { status: 500 }) });
    const { user } = renderScreen();
    const add = await fillNewProduct(user);
    await user.click(within(add).getByRole('tab', { name: 'Basic Info' }));
    await user.type(within(add).getByLabelText(/^Price/), '5');
    await user.click(within(add).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Failed to save product. Please try again.')).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
  });

  it('uploads a picture from the form and adds its URL to the list', async () => {
    adminApi({ '/api/generate-signature': () => jsonResponse(SIGNATURE) });
    const sent = installFakeXhr();
    stubObjectUrls();
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const add = form();
    await user.click(within(add).getByRole('tab', { name: 'Media & SEO' }));
    await user.type(within(add).getByLabelText(/^Image URLs/), 'https://images.example.com/a.jpg');
    fireEvent.change(within(add).getByLabelText('Image file to upload'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.progress(700, 1000));
    expect(within(add).getByRole('progressbar', { name: 'Image upload progress' })).toHaveAttribute('aria-valuenow', '70');
    act(() => sent[0]!.respond(201, uploadedImage('ffee00112233aabb')));
    await waitFor(() =>
      expect(within(add).getByLabelText(/^Image URLs/)).toHaveValue('https://images.example.com/a.jpg, /media/i/ffee00112233aabb'),
    );
    const previews = within(add).getByRole('list', { name: 'Image previews' });
    expect(within(previews).getAllByRole('img')).toHaveLength(2);
  });
});

describe('product management: actions', () => {
  it('bulk-deletes the selected products after the confirmation', async () => {
    const fetchMock = adminApi({ '/admin/products/bulk-delete': () => jsonResponse({ deleted: 2 }) });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    await user.click(screen.getByLabelText(`Select ${sofa.name}`));
    await user.click(screen.getByLabelText(`Select ${bed.name}`));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 products selected');

    await user.click(within(bar).getByRole('button', { name: 'Delete Selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete products' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 products?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 products deleted successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/admin/products/bulk-delete')).toEqual({ ids: [1, 2] });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it("says 'Failed to delete products.' when the bulk delete fails, keeping the selection", async () => {
    adminApi({ '/admin/products/bulk-delete': () => jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 }) });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    await user.click(screen.getByLabelText('Select all on this page'));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(screen.getByRole('dialog', { name: 'Delete products' })).toHaveTextContent('Are you sure you want to delete 3 products?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete products.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('3 products selected');
  });

  it('deletes one product after the confirmation and duplicates another', async () => {
    const fetchMock = adminApi({
      '/products/2': () => jsonResponse({ id: 2, deleted: true }),
      '/products/3/duplicate': () => jsonResponse(makeProduct({ id: 4, name: `${desk.name} (Copy)` }), { status: 201 }),
    });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: bed.name });

    await user.click(screen.getByRole('button', { name: `Delete ${bed.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => urlOf(url) === '/products/2' && init?.method === 'DELETE')).toBe(true);

    await user.click(screen.getByRole('button', { name: `Duplicate ${desk.name}` }));
    expect(await screen.findByText('Product duplicated successfully!')).toBeInTheDocument();
  });

  it('exports the current filter as the server wrote it, under its file name', async () => {
    const csv = '"Name","Category","Price","Stock","Description"\n"Kisumu Oak Desk","Office - Desks","18500","40","Oak"\n';
    const fetchMock = adminApi({
      '/admin/products/export.csv': () =>
        new Response(csv, {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="products-2026-11-26.csv"' },
        }),
    });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by category' }), 'Office');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'products-2026-11-26.csv' }]));
    const call = fetchMock.mock.calls.find(([input]) => urlOf(input).startsWith('/admin/products/export.csv'))!;
    const url = new URL(urlOf(call[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'office', sort: 'name', order: 'asc' });
    expect((call[1]?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('marks drafts, filters by status and publishes or hides a product', async () => {
    const draft = makeProduct({ id: 4, name: 'Lamu Chaise (Copy)', status: 'draft', stock: 0 });
    const fetchMock = adminApi(
      {
        '/admin/products/4/status': () => jsonResponse({ ...draft, status: 'live' }),
        '/admin/products/1/status': () => jsonResponse({ ...sofa, status: 'hidden' }),
      },
      [sofa, draft],
    );
    const { user } = renderScreen();
    expect(await within(await screen.findByRole('article', { name: draft.name })).findByText('Draft')).toBeInTheDocument();
    expect(within(card(sofa.name)).queryByText('Draft')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Publish ${draft.name}` }));
    expect(await screen.findByText(`${draft.name} is published: it is in the shop.`)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/admin/products/4/status')).toEqual({ status: 'live' });
    await user.click(screen.getByRole('button', { name: `Hide ${sofa.name}` }));
    expect(await screen.findByText(`${sofa.name} is hidden: it is no longer in the shop.`)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/admin/products/1/status')).toEqual({ status: 'hidden' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'draft');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('status')).toBe('draft'));
  });

  it("previews an import with the server's refusals and imports nothing until the file is right", async () => {
    const report = (errors: unknown[]) => ({ dryRun: true, written: false, created: 1, updated: 2, unchanged: 3, errors });
    let bad = true;
    const fetchMock = adminApi({
      '/admin/products/import': (url) =>
        url.searchParams.get('dryRun') === 'true'
          ? jsonResponse(report(bad ? [{ row: 3, column: 'Price', field: 'price', message: 'Price must be greater than 0' }] : []))
          : jsonResponse({ ...report([]), dryRun: false, written: true }),
    });
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import products' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['"ID","Name"\r\n'], 'products.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('1 row has errors')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Rows with errors' })).toHaveTextContent('3PricePrice must be greater than 0');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    bad = false;
    await user.upload(within(dialog).getByLabelText('CSV file'), new File(['"ID","Name"\r\n'], 'fixed.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('1 new, 2 updated, 3 unchanged, 0 errors')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 new, 2 updated.')).toBeInTheDocument();
    const writes = fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith('/admin/products/import?dryRun=false'));
    expect(writes).toHaveLength(1);
    expect((writes[0]![1]?.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
  });

  it('shows a product in the detail dialog', async () => {
    adminApi();
    const { user } = renderScreen();
    await screen.findByRole('article', { name: sofa.name });
    await user.click(within(card(sofa.name)).getByRole('button', { name: sofa.name }));
    const dialog = screen.getByRole('dialog', { name: sofa.name });
    expect(dialog).toHaveTextContent('KSh 45,999');
    expect(dialog).toHaveTextContent('Living Room - Sofas');
    expect(dialog).toHaveTextContent('Low Stock');
    expect(dialog).toHaveTextContent(sofa.description);
    expect(within(dialog).getByRole('img', { name: sofa.name })).toHaveAttribute('srcset', expect.stringContaining('?w=320 320w'));
  });
});
