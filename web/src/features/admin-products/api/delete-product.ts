import { useMutation, useQueryClient } from '@tanstack/react-query';

import { deleteDocumented, postDocumented, type Schemas } from '@/lib/api-contract';

import { invalidateProducts } from './invalidate-products';

export const PRODUCT_DELETED_MESSAGE = 'Product deleted successfully!';
export const DELETE_FAILED_MESSAGE = 'Failed to delete product.';
export const BULK_DELETE_FAILED_MESSAGE = 'Failed to delete products.';

export const bulkDeletedMessage = (count: number) => `${count} products deleted successfully!`;

/** The server takes at most this many ids per bulk delete. */
export const BULK_DELETE_MAX = 100;

/** `DELETE /products/{id}` (admin) -> `{ id, deleted: true }`; 404 for an unknown id. */
export function deleteProduct(id: number): Promise<Schemas['Deleted']> {
  return deleteDocumented('/products/{id}', { pathParams: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSettled: () => invalidateProducts(queryClient) });
}

/**
 * `POST /admin/products/bulk-delete` (admin) `{ ids }` -> `{ deleted }`, in batches of 100 (the
 * server's limit per call); the answer is the total deleted.
 */
export async function bulkDeleteProducts(ids: number[]): Promise<Schemas['BulkDeleted']> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += BULK_DELETE_MAX) {
    const body: Schemas['BulkDeleteForm'] = { ids: ids.slice(start, start + BULK_DELETE_MAX) };
    deleted += (await postDocumented('/admin/products/bulk-delete', { body })).deleted;
  }
  return { deleted };
}

export function useBulkDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDeleteProducts, onSettled: () => invalidateProducts(queryClient) });
}
