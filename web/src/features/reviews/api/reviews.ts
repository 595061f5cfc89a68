import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { getDocumented, postDocumented, putDocumented, type Schemas } from '@/lib/api-contract';
import { USER_SCOPED_META } from '@/lib/auth/auth-provider';

/** A page of a product's reviews with its summary (`GET /api/products/{id}/reviews`). */
export type ReviewPage = Schemas['ReviewPageJson'];
export type Review = Schemas['ReviewJson'];
export type ReviewForm = Schemas['ReviewForm'];

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export const REVIEWS_PER_PAGE = 10;

export const reviewKeys = {
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, sort: ReviewSort, page: number) => ['reviews', productId, { sort, page }] as const,
};

export const reviewsQueryOptions = (productId: string, sort: ReviewSort, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, sort, page),
    queryFn: ({ signal }) =>
      getDocumented('/api/products/{id}/reviews', {
        pathParams: { id: Number(productId) },
        params: { sort, page, limit: REVIEWS_PER_PAGE },
        signal,
      }),
    // What the caller may do and their own review depend on who is signed in.
    meta: USER_SCOPED_META,
    placeholderData: keepPreviousData,
  });

export function useReviews(productId: string, sort: ReviewSort, page: number) {
  return useQuery(reviewsQueryOptions(productId, sort, page));
}

/** Writes (or, with `edit`, edits) the caller's review; the list and the product are fetched again. */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, edit }: { body: ReviewForm; edit: boolean }) =>
      edit
        ? putDocumented('/api/products/{id}/reviews/mine', { pathParams: { id: Number(productId) }, body })
        : postDocumented('/api/products/{id}/reviews', { pathParams: { id: Number(productId) }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
      // The catalog takes the product's new average from the review's event a moment later.
      window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['products', 'detail', productId] }), 1500);
    },
  });
}

export function useVoteHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => postDocumented('/api/reviews/{id}/helpful', { pathParams: { id: reviewId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
  });
}
