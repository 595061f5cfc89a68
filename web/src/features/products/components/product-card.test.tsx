import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/test-utils';

import { makeProduct } from '@/testing/make-product';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the discount, FEATURED and the badge chip', () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ price: 7500, original_price: 10000, featured: true, badge: 'NEW' })} />,
    );
    expect(screen.getByText('-25% OFF')).toBeInTheDocument();
    expect(screen.getByText('FEATURED')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
  });

  it('shows no discount badge when the original price is missing or not higher', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: 10000, original_price: 9000 })} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(screen.queryByText('FEATURED')).not.toBeInTheDocument();
  });

  it('links the name to the product page and shows price, rating and stock', () => {
    renderWithProviders(<ProductCard product={makeProduct({ id: 42, price: 12500, stock: 3, rating: 4 })} />);
    expect(screen.getByRole('link', { name: 'Nairobi 3-Seater Linen Sofa' })).toHaveAttribute('href', '/product/42');
    expect(screen.getByText('KSh 12,500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
  });

  it("reads 'In Cart' once added", async () => {
    const { user } = renderWithProviders(<ProductCard product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(await screen.findByRole('button', { name: /^In Cart/ })).toBeInTheDocument();
  });

  it("in a product row reads 'Added to Cart' for 2 seconds, then 'In Cart'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(<ProductCard product={makeProduct()} confirmationMs={2000} />);
      await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
      expect(screen.getByRole('button', { name: /Adding to cart/ })).toHaveAttribute('aria-busy', 'true');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.getByRole('button', { name: /^Added to Cart/ })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByRole('button', { name: /^In Cart/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('toggles the wishlist heart', async () => {
    const { user } = renderWithProviders(<ProductCard product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: 'Add Nairobi 3-Seater Linen Sofa to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Nairobi 3-Seater Linen Sofa from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('cannot be added when out of stock', () => {
    renderWithProviders(<ProductCard product={makeProduct({ stock: 0 })} />);
    expect(screen.getByRole('button', { name: /^Out of Stock/ })).toBeDisabled();
  });
});
