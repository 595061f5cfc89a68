import { Badge, type BadgeTone } from '@/components/ui/badge';

import { discountPercent } from '../discount';
import type { Product } from '@/types/product';

const CHIP_TONES: Record<string, BadgeTone> = { NEW: 'info', SALE: 'sale', BESTSELLER: 'accent' };

type ProductBadgesProps = {
  product: Pick<Product, 'price' | 'original_price' | 'featured' | 'badge'>;
  className?: string;
};

/**
 * '-N% OFF' when the original price exceeds the price, FEATURED, and the product's badge
 * (a SALE badge is left out when the discount already says so). Nothing when there is none.
 */
export function ProductBadges({ product, className }: ProductBadgesProps) {
  const discount = discountPercent(product.price, product.original_price);
  const chip = product.badge && !(product.badge === 'SALE' && discount !== null) ? product.badge : null;
  if (discount === null && !product.featured && !chip) return null;
  return (
    <div className={className}>
      {discount !== null && <Badge tone="sale">-{discount}% OFF</Badge>}
      {product.featured && <Badge tone="primary">FEATURED</Badge>}
      {chip && <Badge tone={CHIP_TONES[chip] ?? 'neutral'}>{chip}</Badge>}
    </div>
  );
}
