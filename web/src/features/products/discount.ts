/**
 * The '-N% OFF' figure: the whole percent of the original price taken off, rounded DOWN so the
 * badge never claims more than the real discount (issue 24, part 1: 21.5% shows 21, as the
 * server's claim figures do), computed on whole cents. Null when there is no discount, or less
 * than 1%.
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice === null || originalPrice === undefined || !(originalPrice > price) || originalPrice <= 0) {
    return null;
  }
  const priceCents = Math.round(price * 100);
  const originalCents = Math.round(originalPrice * 100);
  const percent = Math.floor(((originalCents - priceCents) * 100) / originalCents);
  return percent >= 1 ? percent : null;
}
