import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { bodyText } from '@/testing/requests';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import type { Review, ReviewPage } from '../api/reviews';
import { ProductReviews, REVIEW_SAVED_MESSAGE } from './product-reviews';

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r-1',
    productId: 7,
    author: 'Akinyi O.',
    rating: 5,
    title: 'Solid and comfortable',
    body: 'Delivered on time to Kilimani; the cushions are firm.',
    photos: [],
    helpful: 2,
    createdAt: '2026-11-20T09:30:00Z',
    updatedAt: '2026-11-20T09:30:00Z',
    mine: false,
    voted: false,
    verified: true,
    hidden: false,
    ...overrides,
  };
}

function page(overrides: Partial<ReviewPage> = {}): ReviewPage {
  return {
    reviews: [],
    summary: { count: 0, average: null, breakdown: [0, 0, 0, 0, 0] },
    page: 1,
    limit: 10,
    total: 0,
    canReview: false,
    cannotReviewReason: null,
    mine: null,
    ...overrides,
  };
}

describe('ProductReviews', () => {
  it('tells a guest there is no review yet, shows no stars, and offers sign-in', async () => {
    mockFetch({ '/api/products/7/reviews': () => jsonResponse(page()) });
    renderWithProviders(<ProductReviews productId="7" />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the summary, the breakdown and the list, and sorts on the server', async () => {
    const asked: string[] = [];
    mockFetch({
      '/api/products/7/reviews': (url) => {
        asked.push(url.searchParams.get('sort') ?? '');
        return jsonResponse(
          page({
            reviews: [review(), review({ id: 'r-2', rating: 3, author: 'Baraka M.', title: 'Fair' })],
            summary: { count: 2, average: 4, breakdown: [1, 0, 1, 0, 0] },
            total: 2,
          }),
        );
      },
    });
    const { user } = renderWithProviders(<ProductReviews productId="7" />);
    expect(await screen.findByText('Based on 2 reviews')).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'Rating breakdown' });
    expect(within(breakdown).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5 stars1',
      '4 stars0',
      '3 stars1',
      '2 stars0',
      '1 star0',
    ]);
    expect(screen.getByRole('article', { name: 'Review by Baraka M.' })).toHaveTextContent('Fair');
    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'lowest');
    await waitFor(() => expect(asked).toContain('lowest'));
  });

  it('gives a signed-in shopper without a delivered order the reason', async () => {
    const shopper = makeUser();
    storeSession(shopper);
    mockFetch({
      '/auth/verify': verifyAnswer(shopper),
      '/api/products/7/reviews': () =>
        jsonResponse(page({ cannotReviewReason: 'Only customers whose order with this product was delivered can review it' })),
    });
    renderWithProviders(<ProductReviews productId="7" />);
    expect(await screen.findByRole('note')).toHaveTextContent('Only customers whose order with this product was delivered can review it');
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets an eligible shopper write a review, showing the server’s field messages', async () => {
    const shopper = makeUser();
    storeSession(shopper);
    const sent: unknown[] = [];
    let written = false;
    mockFetch({
      '/auth/verify': verifyAnswer(shopper),
      '/api/products/7/reviews': (_url, init) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(bodyText(init)) as { title: string };
          sent.push(body);
          if (body.title.length < 3) {
            return jsonResponse(
              { error: 'validation_failed', message: 'Title must be between 3 and 100 characters', fields: { title: 'Title must be between 3 and 100 characters' } },
              { status: 400 },
            );
          }
          written = true;
          return jsonResponse(review({ mine: true }), { status: 201 });
        }
        return jsonResponse(written ? page({ mine: review({ mine: true }), total: 1 }) : page({ canReview: true }));
      },
    });
    const { user } = renderWithProviders(<ProductReviews productId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByLabelText('4 stars'));
    await user.type(within(form).getByLabelText(/Title/), 'ok');
    await user.type(within(form).getByLabelText(/Your review/), 'Firm cushions and a fair price.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Title must be between 3 and 100 characters')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Title/), ' indeed');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_SAVED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your review' })).toHaveTextContent('Solid and comfortable');
    expect(sent.at(-1)).toEqual({ rating: 4, title: 'ok indeed', body: 'Firm cushions and a fair price.', photos: [] });
  });
});
