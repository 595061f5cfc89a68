import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Product } from '@/types/product';
import { postDocumented } from '@/lib/api-contract';

import type { ProductStatus } from '../product-form';
import { invalidateProducts } from './invalidate-products';

/** The toast after Publish, Hide or back to draft. */
export function statusChangedMessage(product: Product): string {
  switch (product.status) {
    case 'live':
      return `${product.name} is published: it is in the shop.`;
    case 'hidden':
      return `${product.name} is hidden: it is no longer in the shop.`;
    default:
      return `${product.name} is a draft.`;
  }
}

export const STATUS_FAILED_MESSAGE = 'Failed to change the product status.';

/** `POST /admin/products/{id}/status` (admin, audited) -> the product with its new status. */
export function setProductStatus({ id, status }: { id: number; status: ProductStatus }): Promise<Product> {
  return postDocumented('/admin/products/{id}/status', { pathParams: { id }, body: { status } });
}

export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProductStatus, onSuccess: () => invalidateProducts(queryClient) });
}
