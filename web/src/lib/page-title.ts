import { useEffect } from 'react';

import { SHOP } from '@/config/shop';

/** Sets `document.title` to '{title} | Samani Furniture' (or the shop name alone). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP.name}` : `${SHOP.name} | Quality furniture in Kenya`;
  }, [title]);
}
