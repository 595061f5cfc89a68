import { useMutation } from '@tanstack/react-query';

import { postDocumented, type Schemas } from '@/lib/api-contract';

export const INVALID_COUPON_MESSAGE = 'Invalid coupon code';

export type Coupon = Schemas['CouponJson'];

/** `POST /api/coupons/validate` `{ code }` -> the coupon; 400 'Invalid coupon code'. */
export function validateCoupon(code: string): Promise<Coupon> {
  return postDocumented('/api/coupons/validate', { body: { code: code.trim() } });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
