import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import AboutRoute from '@/app/routes/content/about';
import BlogRoute from '@/app/routes/content/blog';
import FaqsRoute from '@/app/routes/content/faqs';
import PlaceOrderRoute from '@/app/routes/content/place-order';
import ShippingPolicyRoute from '@/app/routes/content/shipping-policy';
import { ProductFaq } from '@/features/products/components/product-faq';
import { makeProduct } from '@/testing/make-product';
import { makeShopSettings } from '@/testing/shop-settings';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

/**
 * The content pages say the delivery rules the admin set as zones (issue 24, part 4), never the
 * old flat "free over KSh 50,000 within Nairobi": a zone's threshold changed here shows there.
 */

const ZONES = {
  zones: [
    {
      name: 'Nairobi and neighbours',
      counties: ['Nairobi', 'Kiambu'],
      bands: [{ upToKg: 100, fee: 500 }, { upToKg: null, fee: 3000 }],
      freeFrom: 65000,
      minDays: 1,
      maxDays: 3,
      express: true,
      expressFee: 1500,
      expressMinDays: 1,
      expressMaxDays: 1,
    },
    {
      name: 'Rest of Kenya',
      counties: ['Turkana'],
      bands: [{ upToKg: null, fee: 1500 }],
      freeFrom: null,
      minDays: 5,
      maxDays: 10,
      express: false,
      expressFee: 0,
      expressMinDays: 0,
      expressMaxDays: 0,
    },
  ],
  pickupPoints: [
    { code: 'mombasa-nyali', name: 'Nyali partner station', county: 'Mombasa', address: 'Links Road', hours: 'Mon-Sat 9-6', fee: 300, readyDays: 3 },
  ],
  counties: ['Nairobi', 'Kiambu', 'Turkana'],
  updatedAt: null,
};

const SENTENCE = 'Free standard delivery: Nairobi and neighbours from KSh 65,000';

function serve() {
  mockFetch({
    '/api/settings/delivery': () => jsonResponse(ZONES),
    // The old flat figures, which no page may quote any more.
    '/api/settings': () => jsonResponse(makeShopSettings({ freeDeliveryThreshold: 50000 })),
  });
}

describe('delivery in the content pages', () => {
  it("the shipping policy tables the zones, their fees, windows, express and the pickup points", async () => {
    serve();
    const { container } = renderWithProviders(<ShippingPolicyRoute />, { url: '/shipping-policy', path: '/shipping-policy' });
    const table = await screen.findByTestId('delivery-zones');
    const [, nairobi, rest] = within(table).getAllByRole('row');
    expect(nairobi).toHaveTextContent('Nairobi and neighboursNairobi, Kiambu');
    expect(nairobi).toHaveTextContent('1-3 business days; KSh 500 up to 100 kg, KSh 3,000 above; free from KSh 65,000');
    expect(nairobi).toHaveTextContent('KSh 1,500, next business day');
    expect(rest).toHaveTextContent('5-10 business days; KSh 1,500 above; never free');
    expect(rest).toHaveTextContent('Not offered');
    expect(screen.getByTestId('pickup-points')).toHaveTextContent('Nyali partner station (Mombasa): Links Road, Mon-Sat 9-6. KSh 300, ready in 3 business days.');
    expect(container).toHaveTextContent(`We deliver to all 47 counties of Kenya. ${SENTENCE}.`);
    expect(container).not.toHaveTextContent(/KSh 50,000|within Nairobi is free/);
  });

  it.each([
    ['the FAQ', () => <FaqsRoute />],
    ['the about page', () => <AboutRoute />],
    ['the blog', () => <BlogRoute />],
    ['how to place an order', () => <PlaceOrderRoute />],
    ['the product FAQ', () => <ProductFaq product={makeProduct()} />],
  ])("%s says the zones' free delivery, not the flat threshold", async (_page, page) => {
    serve();
    const { container } = renderWithProviders(page());
    await expect.poll(() => container.textContent ?? '').toContain(SENTENCE);
    expect(container).not.toHaveTextContent(/KSh 50,000|free on orders over|within Nairobi on orders/);
  });
});
