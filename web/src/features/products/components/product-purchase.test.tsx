import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '@/testing/test-utils';

import { makeProduct } from '@/testing/make-product';
import { maxOrderQuantity } from '../stock';
import { ProductPurchase } from './product-purchase';
import { StockStatus } from './stock-status';

function quantity() {
  return screen.getByRole('spinbutton', { name: 'Quantity' });
}

describe('ProductPurchase', () => {
  it('bounds the quantity between 1 and the stock', async () => {
    const { user } = renderWithProviders(<ProductPurchase product={makeProduct({ stock: 3 })} />);
    expect(quantity()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(quantity()).toHaveValue(3);
    expect(increase).toBeDisabled();

    await user.clear(quantity());
    await user.type(quantity(), '99');
    await user.tab();
    expect(quantity()).toHaveValue(3);

    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.tab();
    expect(quantity()).toHaveValue(1);
  });

  // The document's Product always carries its stock, so an unknown stock only reaches the
  // helpers (a stored cart line's); the cap and the missing hint are checked there.
  it('caps the quantity at 10 when the stock is unknown', () => {
    expect(maxOrderQuantity(null)).toBe(10);
    renderWithProviders(<StockStatus stock={null} />);
    expect(screen.queryByText(/available/)).not.toBeInTheDocument();
  });

  it("says '{stock} available' and warns below 10", () => {
    renderWithProviders(<ProductPurchase product={makeProduct({ stock: 3 })} />);
    expect(screen.getByText('3 available')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
  });

  it('does not warn with 10 or more in stock', () => {
    renderWithProviders(<ProductPurchase product={makeProduct({ stock: 25 })} />);
    expect(screen.getByText('25 available')).toBeInTheDocument();
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it("says 'Out of stock' and disables the quantity and Add to Cart", () => {
    renderWithProviders(<ProductPurchase product={makeProduct({ stock: 0 })} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(quantity()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("reads 'Added to Cart' for 3 seconds, then 'In Cart'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(<ProductPurchase product={makeProduct()} />);
      await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.getByRole('button', { name: 'Added to Cart' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByRole('button', { name: 'In Cart' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads 'Added!' for 3 seconds, then 'In Wishlist'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderWithProviders(<ProductPurchase product={makeProduct()} />);
      await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
      expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByRole('button', { name: 'In Wishlist' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
