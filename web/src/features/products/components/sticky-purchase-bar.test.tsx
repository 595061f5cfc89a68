import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PHONE_QUERY } from '@/lib/use-phone';
import { makeProduct } from '@/testing/make-product';
import { renderWithProviders } from '@/testing/test-utils';

import { ProductPurchase } from './product-purchase';

/** An IntersectionObserver the test tells when the watched element enters or leaves the window. */
let reportInView: (inView: boolean) => void = () => undefined;

function stubScreen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportInView = (inView) => callback([{ isIntersecting: inView }]);
      }
      observe() {}
      disconnect() {}
    },
  );
}

describe('the sticky Add to Cart bar', () => {
  beforeEach(() => {
    reportInView = () => undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the price and Add to Cart on a phone while the page’s own button is off screen', async () => {
    stubScreen(true);
    const product = makeProduct({ name: 'Nairobi 3-Seater Linen Sofa', price: 45999, original_price: null, stock: 5 });
    const { user } = renderWithProviders(<ProductPurchase product={product} />);
    expect(screen.queryByRole('region', { name: `Buy ${product.name}` })).not.toBeInTheDocument();

    act(() => reportInView(false));
    const bar = screen.getByRole('region', { name: `Buy ${product.name}` });
    expect(within(bar).getByText('KSh 45,999')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(bar).findByRole('button', { name: 'Added to Cart' })).toBeInTheDocument();
    expect(await screen.findByText(`Added ${product.name} to cart`)).toBeInTheDocument();

    act(() => reportInView(true));
    expect(screen.queryByRole('region', { name: `Buy ${product.name}` })).not.toBeInTheDocument();
  });

  it('is not shown on a wide screen', () => {
    stubScreen(false);
    const product = makeProduct();
    renderWithProviders(<ProductPurchase product={product} />);
    act(() => reportInView(false));
    expect(screen.queryByRole('region', { name: `Buy ${product.name}` })).not.toBeInTheDocument();
  });
});
