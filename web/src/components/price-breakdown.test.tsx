import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PriceBreakdown } from './price-breakdown';

describe('PriceBreakdown', () => {
  it('shows a discount code on its own line, taken off, as the server computed it', () => {
    render(<PriceBreakdown subtotal={8000} discount={800} shippingFee={500} vat={1152} vatRate={16} total={8852} couponCode="SAVE10" />);
    expect(screen.getByText('Discount (SAVE10)').nextSibling).toHaveTextContent('-KSh 800');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('KSh 8,852');
    // The code is named on the discount line, not again as a coupon.
    expect(screen.queryByText('Coupon')).not.toBeInTheDocument();
  });

  it('shows no discount line without one, and a free-shipping coupon as before', () => {
    render(<PriceBreakdown subtotal={8000} shippingFee={0} vat={1280} vatRate={16} total={9280} couponCode="FREESHIP" />);
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.getByText('Coupon').nextSibling).toHaveTextContent('FREESHIP');
  });

  it('with prices that include VAT, says so on the total and shows the VAT part under it, never added', () => {
    render(<PriceBreakdown subtotal={62500} shippingFee={0} vat={8620.69} vatRate={16} pricesIncludeVat codFee={100} total={62600} />);
    expect(screen.getByText('Total (incl. VAT)').nextSibling).toHaveTextContent('KSh 62,600');
    expect(screen.getByText('Includes VAT (16%)').nextSibling).toHaveTextContent('KSh 8,620.69');
    expect(screen.queryByText('VAT (16%)')).not.toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });
});
