import { useMediaQuery } from './use-media-query';

/**
 * A phone-sized screen: the width below which the shop shows its phone-first buying path (the
 * sticky bars, the checkout one step at a time). The same width as the CSS's `max-width: 767px`.
 */
export const PHONE_QUERY = '(max-width: 767px)';

/** True on a phone-sized screen; false where `matchMedia` is missing (tests render the wide layout). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false);
}
