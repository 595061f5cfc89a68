import { ReviewsScreen } from '@/features/admin-reviews/components/reviews-screen';

/** /admin/reviews (admin only). */
export default function AdminReviewsRoute() {
  return <ReviewsScreen />;
}
