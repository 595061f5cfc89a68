import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const INVALID_COUPON_MESSAGE = 'Invalid coupon code';

export type Coupon = { code: string; description: string; freeShipping: boolean };

/** `POST /api/coupons/validate` `{ code }` -> the coupon; 400 'Invalid coupon code'. */
export async function validateCoupon(code: string): Promise<Coupon> {
  const answer = await api.post<Partial<Coupon> | undefined>('/api/coupons/validate', { code: code.trim() });
  return {
    code: typeof answer?.code === 'string' && answer.code ? answer.code : code.trim().toUpperCase(),
    description: typeof answer?.description === 'string' ? answer.description : '',
    freeShipping: answer?.freeShipping === true,
  };
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
