import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { postDocumented, type Conforms, type ResponseOf, type Schemas } from '@/lib/api-contract';

/** A simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One schema for the form and the request (customer-side.md section 5, "Newsletter email").
 * The footer is on every page, so this uses zod's tree-shakable `zod/mini` build to keep
 * the first download small; lazily loaded screens use the full `zod` API.
 */
export const newsletterSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email'),
  ),
});

export type NewsletterInput = Conforms<z.infer<typeof newsletterSchema>, Schemas['NewsletterForm']>;

/** `POST /api/newsletter` -> 201 `{ message: 'Thank you for subscribing!' }`. */
export function subscribe(input: NewsletterInput): Promise<ResponseOf<'/api/newsletter', 'post'>> {
  return postDocumented('/api/newsletter', { body: input });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
