import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import WishlistRoute from './wishlist';

const saved = [
  { id: 1, name: 'Nairobi Sofa', price: 45999, originalPrice: 52999, image: '/media/sofa.svg', category: 'Living Room - Sofas', featured: false, onSale: true, addedAt: '2026-11-02T10:00:00.000Z' },
  { id: 2, name: 'Kilimani Bed', price: 32000, originalPrice: null, image: '/media/bed.svg', category: 'Bedroom - Beds', featured: false, onSale: false, addedAt: '2026-11-03T10:00:00.000Z' },
  { id: 3, name: 'Amani Armchair', price: 12000, originalPrice: null, image: '', category: 'Living Room - Chairs', featured: false, onSale: false, addedAt: '2026-11-01T10:00:00.000Z' },
];

function renderWishlist() {
  window.localStorage.setItem('wishlist', JSON.stringify(saved));
  return renderWithProviders(<WishlistRoute />, { url: '/wishlist', path: '/wishlist' });
}

function shownNames() {
  return within(screen.getByRole('list', { name: 'Saved items' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('wishlist page', () => {
  it('lists the saved items newest first, and sorts by price, name and age', async () => {
    const { user } = renderWishlist();
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Kilimani Bed', 'Nairobi Sofa', 'Amani Armchair']);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'price-low');
    expect(shownNames()).toEqual(['Amani Armchair', 'Kilimani Bed', 'Nairobi Sofa']);
    await user.selectOptions(sort, 'price-high');
    expect(shownNames()).toEqual(['Nairobi Sofa', 'Kilimani Bed', 'Amani Armchair']);
    await user.selectOptions(sort, 'name');
    expect(shownNames()).toEqual(['Amani Armchair', 'Kilimani Bed', 'Nairobi Sofa']);
    await user.selectOptions(sort, 'oldest');
    expect(shownNames()).toEqual(['Amani Armchair', 'Nairobi Sofa', 'Kilimani Bed']);
  });

  it('searches and filters by category', async () => {
    const { user } = renderWishlist();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Living Room');
    expect(shownNames()).toEqual(['Nairobi Sofa', 'Amani Armchair']);
    await user.type(screen.getByRole('searchbox', { name: 'Search wishlist' }), 'arm');
    expect(shownNames()).toEqual(['Amani Armchair']);
    await user.type(screen.getByRole('searchbox', { name: 'Search wishlist' }), 'xyz');
    expect(screen.getByRole('heading', { name: 'No saved items match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownNames()).toHaveLength(3);
  });

  it('switches between grid and list views', async () => {
    const { user } = renderWishlist();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('wishlist-item-1')).toHaveClass('list');
  });

  it("moves an item to the cart ('Moved {name} to cart') and removes one", async () => {
    const { user } = renderWishlist();
    const sofa = screen.getByTestId('wishlist-item-1');
    expect(within(sofa).getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', '/product/1');

    await user.click(within(sofa).getByRole('button', { name: /^Move to Cart/ }));
    expect(await screen.findByText('Moved Nairobi Sofa to cart')).toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-item-1')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toMatchObject([{ id: 1, name: 'Nairobi Sofa', quantity: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Remove Kilimani Bed' }));
    expect(await screen.findByText('Removed Kilimani Bed from wishlist')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Amani Armchair']);
  });

  it('copies the page link, and says so when copying fails', async () => {
    const { user } = renderWishlist();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Wishlist link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
  });

  it("clears everything and says 'Your wishlist is empty'", async () => {
    const { user } = renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(await screen.findByText('Wishlist cleared')).toBeInTheDocument();
  });
});
