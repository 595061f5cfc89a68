import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PriceRangeSlider, priceFilterFor, sliderBounds } from './price-range-slider';

describe('price range slider', () => {
  it('spans the real range rounded out to whole KSh 1,000 steps', () => {
    expect(sliderBounds({ min: 12999, max: 249999 })).toEqual({ min: 12000, max: 250000 });
    expect(sliderBounds({ min: 4000, max: 4000 })).toEqual({ min: 4000, max: 5000 });
    expect(sliderBounds({ min: 0, max: 0 })).toEqual({ min: 0, max: 1000 });
  });

  it('treats a thumb at its end as no limit', () => {
    const bounds = { min: 12000, max: 250000 };
    expect(priceFilterFor(12000, 250000, bounds)).toEqual({ minPrice: null, maxPrice: null });
    expect(priceFilterFor(20000, 250000, bounds)).toEqual({ minPrice: 20000, maxPrice: null });
    expect(priceFilterFor(12000, 80000, bounds)).toEqual({ minPrice: null, maxPrice: 80000 });
  });

  it('starts at the URL prices, never lets the thumbs cross, and applies both', () => {
    const onApply = vi.fn();
    render(<PriceRangeSlider range={{ min: 12999, max: 249999 }} minPrice={30000} maxPrice={90000} onApply={onApply} />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low).toHaveValue('30000');
    expect(low).toHaveAttribute('aria-valuetext', 'KSh 30,000');
    expect(high).toHaveValue('90000');

    fireEvent.change(low, { target: { value: '120000' } });
    expect(low).toHaveValue('90000');
    fireEvent.change(high, { target: { value: '50000' } });
    expect(high).toHaveValue('90000');
    fireEvent.change(low, { target: { value: '45000' } });
    expect(screen.getByTestId('price-range-values')).toHaveTextContent('KSh 45,000 – KSh 90,000');

    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith(45000, 90000);
  });
});
