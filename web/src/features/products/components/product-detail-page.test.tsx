import { screen, waitFor } from '@testing-library/react';

import { makeShopSettings } from '@/testing/shop-settings';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { makeProduct, makeProductDetail } from '@/testing/make-product';
import { ProductDetailPage } from './product-detail-page';

describe('ProductDetailPage', () => {
  it("shows 'Product Not Found' with a link to /products on 404", async () => {
    mockFetch({
      '/products': () => jsonResponse({ error: 'product_not_found', message: 'Product not found' }, { status: 404 }),
    });
    renderWithProviders(<ProductDetailPage id="999999999" />);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails for another reason', async () => {
    let calls = 0;
    mockFetch({
      '/products': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 })
          : jsonResponse(makeProductDetail({ id: 7, name: 'Mvule Coffee Table' }));
      },
    });
    const { user } = renderWithProviders(<ProductDetailPage id="7" />);
    expect(await screen.findByText('Failed to load product details. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mvule Coffee Table' })).toBeInTheDocument();
  });

  it('shows the product with breadcrumb, badges, facts and related products', async () => {
    mockFetch({
      '/products': () =>
        jsonResponse(
          makeProductDetail({
            id: 7,
            price: 45999,
            original_price: 52999,
            featured: true,
            rating: 4,
            relatedProducts: [makeProduct({ id: 8, name: 'Kilimani Armchair' })],
          }),
        ),
    });
    renderWithProviders(<ProductDetailPage id="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nairobi 3-Seater Linen Sofa' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeLiving RoomNairobi 3-Seater Linen Sofa');
    expect(screen.getByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/category/living-room');
    expect(screen.getByText('-13% OFF')).toBeInTheDocument();
    expect(screen.getByText('FEATURED')).toBeInTheDocument();
    expect(screen.getByText('4.0 (120 reviews)')).toBeInTheDocument();
    expect(screen.getAllByText('45.5 kg')[0]).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You May Also Like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kilimani Armchair' })).toHaveAttribute('href', '/product/8');
  });

  it('shows specifications and shipping facts in tabs, free delivery as the delivery zones say', async () => {
    mockFetch({
      '/products': () => jsonResponse(makeProductDetail({ brand: '', assemblyRequired: true })),
      '/api/settings': () => jsonResponse(makeShopSettings({ freeDeliveryThreshold: 65000 })),
      '/api/settings/delivery': () =>
        jsonResponse({
          zones: [{ name: 'Nairobi and neighbours', counties: ['Nairobi'], bands: [{ upToKg: null, fee: 500 }], freeFrom: 65000, minDays: 1, maxDays: 3, express: false, expressFee: 0, expressMinDays: 0, expressMaxDays: 0 }],
          pickupPoints: [],
        }),
    });
    const { user } = renderWithProviders(<ProductDetailPage id="1" />);
    await user.click(await screen.findByRole('tab', { name: 'Specifications' }));
    const specs = screen.getByRole('tabpanel', { name: 'Specifications' });
    expect(specs).toHaveTextContent('BrandSamani Furniture');
    expect(specs).toHaveTextContent('Assembly RequiredYes');
    await user.click(screen.getByRole('tab', { name: 'Shipping & Returns' }));
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Shipping & Returns' })).toHaveTextContent('Free standard delivery: Nairobi and neighbours from KSh 65,000.'),
    );
  });
});
