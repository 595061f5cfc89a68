/**
 * The '-N% OFF' figure: round((original - price) / original * 100), only when the original
 * price exceeds the price (customer spec §5 "Discount percent"). Null when there is no discount.
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice === null || originalPrice === undefined || !(originalPrice > price) || originalPrice <= 0) {
    return null;
  }
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
