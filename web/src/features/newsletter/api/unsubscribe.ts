import { useMutation } from '@tanstack/react-query';

import { postDocumented, type ResponseOf } from '@/lib/api-contract';

/** `POST /api/newsletter/unsubscribe` with a marketing mail's signed token -> `{ email, message }`. */
export function unsubscribe(token: string): Promise<ResponseOf<'/api/newsletter/unsubscribe', 'post'>> {
  return postDocumented('/api/newsletter/unsubscribe', { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
