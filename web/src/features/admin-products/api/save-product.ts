import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Product } from '@/types/product';
import { postDocumented, putDocumented } from '@/lib/api-contract';

import { invalidateProducts } from './invalidate-products';
import type { ProductBody } from '../product-form';

export const PRODUCT_ADDED_MESSAGE = 'Product added successfully!';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully!';
export const SAVE_FAILED_MESSAGE = 'Failed to save product. Please try again.';

export type SaveProductInput = { id: number | null; body: ProductBody };

/**
 * `POST /products` (admin) -> 201 product, or `PUT /products/{id}` (admin) -> 200 product;
 * 400 `validation_failed` with the message and per-field `fields`; 404 for an unknown id.
 */
export function saveProduct({ id, body }: SaveProductInput): Promise<Product> {
  return id === null
    ? postDocumented('/products', { body })
    : putDocumented('/products/{id}', { pathParams: { id }, body });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => invalidateProducts(queryClient) });
}
