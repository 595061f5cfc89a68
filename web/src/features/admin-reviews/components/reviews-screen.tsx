import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { AdminPage } from '@/components/admin/admin-page';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Rating } from '@/components/ui/rating';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

import { ADMIN_REVIEWS_PER_PAGE, useAdminReviews, useModerateReview, type AdminReview, type ReviewStatus } from '../api/reviews';
import styles from './reviews-screen.module.css';

export const REVIEW_HIDDEN_MESSAGE = 'Review hidden';
export const REVIEW_SHOWN_MESSAGE = 'Review shown again';

const STATUSES = [
  { value: 'all', label: 'All reviews' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

/** /admin/reviews: every review, newest first; hide one (or show it again) with a reason, audited. */
export function ReviewsScreen() {
  const [status, setStatus] = useState<ReviewStatus>('all');
  const [page, setPage] = useState(1);
  const query = useAdminReviews(status, page);
  const totalPages = Math.max(1, Math.ceil((query.data?.total ?? 0) / ADMIN_REVIEWS_PER_PAGE));

  return (
    <AdminPage title="Reviews" meta={query.data ? `${query.data.total} reviews` : undefined}>
      <div className={styles.toolbar}>
        <Select
          label="Show"
          value={status}
          options={STATUSES}
          onChange={(e) => {
            setStatus(e.target.value as ReviewStatus);
            setPage(1);
          }}
        />
      </div>
      {query.isError ? (
        <LoadError message="Reviews could not be loaded" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Skeleton height={240} />
      ) : query.data.reviews.length === 0 ? (
        <p>No reviews to show.</p>
      ) : (
        <ul className={styles.list} aria-label="Reviews">
          {query.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewRow review={review} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Reviews pages" />
    </AdminPage>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const [reason, setReason] = useState('');
  const moderate = useModerateReview();
  const { toast } = useToast();
  const error = isApiError(moderate.error) ? (moderate.error.fields.reason ?? moderate.error.message) : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const hidden = !review.hidden;
    moderate.mutate(
      { id: review.id, hidden, reason },
      {
        onSuccess: () => {
          setReason('');
          toast({ type: 'success', message: hidden ? REVIEW_HIDDEN_MESSAGE : REVIEW_SHOWN_MESSAGE });
        },
      },
    );
  }

  return (
    <article className={styles.review} aria-label={`Review: ${review.title}`}>
      <header className={styles.head}>
        <Rating value={review.rating} size={14} />
        <strong>{review.title}</strong>
        {review.hidden && <span className={styles.hidden}>Hidden</span>}
      </header>
      <p className={styles.meta}>
        {review.author} on <Link to={`/product/${review.productId}`}>{review.productName ?? `product ${review.productId}`}</Link> ·{' '}
        {formatDate(review.createdAt)} · {review.helpful} helpful
      </p>
      <p>{review.body}</p>
      {review.hidden && review.hiddenReason && <p className={styles.meta}>Reason: {review.hiddenReason}</p>}
      <form className={styles.form} onSubmit={onSubmit} aria-label={review.hidden ? 'Show review again' : 'Hide review'}>
        <Input label="Reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} error={error} required />
        <Button type="submit" size="sm" variant={review.hidden ? 'secondary' : 'danger'} disabled={moderate.isPending}>
          {review.hidden ? 'Show again' : 'Hide review'}
        </Button>
      </form>
    </article>
  );
}
