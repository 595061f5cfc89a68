import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { getDocumented, putDocumented, type Schemas } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** A review as the admin sees it (`GET /api/admin/reviews`). */
export type AdminReview = Schemas['ReviewJson'];
export type ReviewStatus = 'all' | 'visible' | 'hidden';
export const ADMIN_REVIEWS_PER_PAGE = 20;

export const adminReviewKeys = {
  all: [...adminKeys.all, 'reviews'] as const,
  page: (status: ReviewStatus, page: number) => [...adminKeys.all, 'reviews', { status, page }] as const,
};

export const adminReviewsQueryOptions = (status: ReviewStatus, page: number) =>
  queryOptions({
    queryKey: adminReviewKeys.page(status, page),
    queryFn: ({ signal }) =>
      getDocumented('/api/admin/reviews', { params: { status, page, limit: ADMIN_REVIEWS_PER_PAGE }, signal }),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(status: ReviewStatus, page: number) {
  return useQuery(adminReviewsQueryOptions(status, page));
}

/** Hides a review (or shows it again) with a reason; the list and the activity log are fetched again. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
      putDocumented('/api/admin/reviews/{id}/moderation', { pathParams: { id }, body: { hidden, reason } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'activity'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
