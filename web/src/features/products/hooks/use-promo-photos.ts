import type { Product } from '@/types/product';

import { useNewArrivals } from '../api/get-new-arrivals';
import { useProducts } from '../api/get-products';

function firstImage(products: Product[] | undefined): string | undefined {
  return products?.find((product) => product.images.length > 0)?.images[0];
}

/**
 * The home slides' photos by slide id: each slide shows a photo from the listing it promotes once
 * the catalogue answers. The queries are the home rows' own (same keys), so they cost no extra
 * request.
 */
export function usePromoPhotos(): Record<string, string | undefined> {
  const sectionals = useProducts({ category: 'living-room-sectional-sofas', limit: 9 });
  const newArrivals = useNewArrivals(8);
  const livingRoom = useProducts({ category: 'living-room', limit: 9 });
  const diningSets = useProducts({ category: 'dining-room-eight-seater-dining-sets', limit: 9 });
  return {
    'flash-sales': firstImage(sectionals.data?.products),
    'new-arrivals': firstImage(newArrivals.data),
    'living-room': firstImage(livingRoom.data?.products),
    clearance: firstImage(diningSets.data?.products),
  };
}
