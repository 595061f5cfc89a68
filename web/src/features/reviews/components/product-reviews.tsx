import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Rating } from '@/components/ui/rating';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { formatDate } from '@/lib/format';

import {
  REVIEW_SORTS,
  REVIEWS_PER_PAGE,
  useReviews,
  useSubmitReview,
  useVoteHelpful,
  type Review,
  type ReviewSort,
} from '../api/reviews';
import styles from './product-reviews.module.css';

export const REVIEW_SAVED_MESSAGE = 'Thank you! Your review is published.';
export const REVIEW_EDITED_MESSAGE = 'Your review was updated';
const STARS = [5, 4, 3, 2, 1] as const;

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The product page's reviews (issue 24, part 2): summary, breakdown, sorted list, votes and the form. */
export function ProductReviews({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const { data, isError } = useReviews(productId, sort, page);
  const { isAuthenticated } = useAuth();
  const location = useLocation();

  if (isError) {
    return (
      <section id="reviews" aria-labelledby="reviews-heading" className={`container ${styles.section}`}>
        <h2 id="reviews-heading">Customer reviews</h2>
        <p role="alert">Reviews could not be loaded.</p>
      </section>
    );
  }
  if (!data) return null;
  const { summary } = data;
  const totalPages = Math.max(1, Math.ceil(data.total / REVIEWS_PER_PAGE));

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className={`container ${styles.section}`}>
      <h2 id="reviews-heading">Customer reviews</h2>
      {summary.count === 0 || summary.average == null ? (
        <p className={styles.empty}>No reviews yet.</p>
      ) : (
        <div className={styles.summary} data-testid="reviews-summary">
          <p className={styles.average}>
            <strong>{summary.average.toFixed(1)}</strong> out of 5
          </p>
          <Rating value={summary.average} size={20} />
          <p>Based on {plural(summary.count, 'review', 'reviews')}</p>
          <ul aria-label="Rating breakdown" className={styles.breakdown}>
            {STARS.map((stars, i) => {
              const count = summary.breakdown[i] ?? 0;
              return (
                <li key={stars}>
                  <span>{plural(stars, 'star', 'stars')}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${(count / summary.count) * 100}%` }} />
                  </span>
                  <span>{count}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {!isAuthenticated ? (
        <p className={styles.note}>
          <Link to="/login" state={{ from: { pathname: location.pathname, search: location.search, hash: '#reviews' } }}>
            Sign in
          </Link>{' '}
          to write a review. Customers whose order with this product was delivered can review it.
        </p>
      ) : data.mine ? (
        <OwnReview productId={productId} review={data.mine} />
      ) : data.canReview ? (
        <WriteReview productId={productId} />
      ) : (
        <p role="note" className={styles.note}>
          {data.cannotReviewReason}
        </p>
      )}

      {data.total > 0 && (
        <>
          <div className={styles.toolbar}>
            <Select
              label="Sort reviews"
              value={sort}
              options={REVIEW_SORTS.map((s) => ({ value: s.value, label: s.label }))}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
            />
          </div>
          <ul className={styles.list} aria-label="Reviews">
            {data.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem productId={productId} review={review} signedIn={isAuthenticated} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Reviews pages" />
        </>
      )}
    </section>
  );
}

function ReviewItem({ productId, review, signedIn }: { productId: string; review: Review; signedIn: boolean }) {
  const vote = useVoteHelpful(productId);
  const { toast } = useToast();
  return (
    <article className={styles.review} aria-label={`Review by ${review.author}`}>
      <header className={styles.reviewHead}>
        <Rating value={review.rating} size={16} />
        <h3>{review.title}</h3>
      </header>
      <p className={styles.meta}>
        {review.author} · {formatDate(review.createdAt)}
        {review.verified && <span className={styles.verified}> · Verified purchase</span>}
      </p>
      <p className={styles.body}>{review.body}</p>
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos">
          {review.photos.map((photo) => (
            <li key={photo}>
              <img src={`/media/i/${photo}?w=320`} alt={`Shared by ${review.author}`} loading="lazy" width={96} height={96} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.helpful}>
        {review.mine || !signedIn ? (
          <span>{plural(review.helpful, 'person', 'people')} found this helpful</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={review.voted || vote.isPending}
            aria-pressed={review.voted}
            onClick={() =>
              vote.mutate(review.id, {
                onError: (error) => toast({ type: 'error', message: error instanceof Error ? error.message : 'Your vote was not counted' }),
              })
            }
          >
            Helpful ({review.helpful})
          </Button>
        )}
      </p>
    </article>
  );
}

function OwnReview({ productId, review }: { productId: string; review: Review }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className={styles.own} aria-label="Your review">
      <h3>Your review</h3>
      {review.hidden && (
        <p role="note" className={styles.note}>
          Hidden by the shop{review.hiddenReason ? `: ${review.hiddenReason}` : ''}
        </p>
      )}
      {editing ? (
        <ReviewFormFields productId={productId} initial={review} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Rating value={review.rating} size={16} />
          <p>
            <strong>{review.title}</strong>
          </p>
          <p>{review.body}</p>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit your review
          </Button>
        </>
      )}
    </section>
  );
}

function WriteReview({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Write a review
      </Button>
    );
  }
  return <ReviewFormFields productId={productId} onDone={() => setOpen(false)} />;
}

function ReviewFormFields({ productId, initial, onDone }: { productId: string; initial?: Review; onDone: () => void }) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const submit = useSubmitReview(productId);
  const { toast } = useToast();
  const edit = initial !== undefined;
  const fields = isApiError(submit.error) ? submit.error.fields : {};
  const message = submit.error ? (submit.error instanceof Error ? submit.error.message : 'Your review was not saved') : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit.mutate(
      { body: { rating, title, body, photos: initial?.photos ?? [] }, edit },
      {
        onSuccess: () => {
          toast({ type: 'success', message: edit ? REVIEW_EDITED_MESSAGE : REVIEW_SAVED_MESSAGE });
          onDone();
        },
      },
    );
  }

  return (
    <form className={styles.form} aria-label={edit ? 'Edit your review' : 'Write a review'} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.stars}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
            {plural(stars, 'star', 'stars')}
          </label>
        ))}
        {fields.rating && <p className={styles.error}>{fields.rating}</p>}
      </fieldset>
      <Input label="Title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} error={fields.title} required />
      <Textarea
        label="Your review"
        value={body}
        rows={5}
        maxLength={2000}
        hint="10 to 2,000 characters"
        onChange={(e) => setBody(e.target.value)}
        error={fields.body}
        required
      />
      {message && Object.keys(fields).length === 0 && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={submit.isPending}>
          {edit ? 'Save review' : 'Submit review'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
