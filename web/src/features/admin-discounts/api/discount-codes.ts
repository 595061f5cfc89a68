import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { getDocumented, postDocumented, putDocumented, type Schemas } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** A discount code as the admin lists it (`GET /api/admin/discount-codes`). */
export type DiscountCode = Schemas['DiscountCodeJson'];
/** The body of a create or an edit. */
export type DiscountCodeForm = Schemas['DiscountCodeForm'];

export const discountCodeKeys = {
  all: [...adminKeys.all, 'discount-codes'] as const,
};

export function getDiscountCodes(signal?: AbortSignal): Promise<DiscountCode[]> {
  return getDocumented('/api/admin/discount-codes', { signal }).then((list) => list.codes);
}

export const discountCodesQueryOptions = () =>
  queryOptions({ queryKey: discountCodeKeys.all, queryFn: ({ signal }) => getDiscountCodes(signal), meta: ADMIN_QUERY_META });

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}

/** `POST /api/admin/discount-codes` with no `code` to edit, `PUT .../{code}` with one. */
export function saveDiscountCode({ code, body }: { code?: string; body: DiscountCodeForm }): Promise<DiscountCode> {
  return code
    ? putDocumented('/api/admin/discount-codes/{code}', { pathParams: { code }, body })
    : postDocumented('/api/admin/discount-codes', { body });
}

/** Saves a code; the list, the promo box and quotes are fetched again. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: discountCodeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['coupons', 'active'] });
      void queryClient.invalidateQueries({ queryKey: ['quote'] });
    },
  });
}
