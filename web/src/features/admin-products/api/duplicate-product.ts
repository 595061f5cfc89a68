import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Product } from '@/types/product';
import { postDocumented } from '@/lib/api-contract';

import { invalidateProducts } from './invalidate-products';

export const PRODUCT_DUPLICATED_MESSAGE = 'Product duplicated successfully!';
export const DUPLICATE_FAILED_MESSAGE = 'Failed to duplicate product.';

/** `POST /products/{id}/duplicate` (admin) -> 201 the copy (name + ' (Copy)', a new id). */
export function duplicateProduct(id: number): Promise<Product> {
  return postDocumented('/products/{id}/duplicate', { pathParams: { id } });
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateProduct, onSuccess: () => invalidateProducts(queryClient) });
}
