import type { Order } from '@/types/order';

import { mpesaNumberFrom, type CheckoutInput } from './checkout-schema';

/** Where an order went: street, city, county and postal code, taken together or not at all. */
export const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'] as const satisfies readonly (keyof CheckoutInput)[];

function untouched(current: CheckoutInput, initial: CheckoutInput, fields: readonly (keyof CheckoutInput)[]): boolean {
  return fields.every((field) => current[field] === initial[field]);
}

/**
 * What the shopper's last order fills in (issue 24, part 6) where the profile left the checkout
 * empty and the shopper has not typed yet: its address as a whole (street, city, county, postal
 * code) when the profile has no street address, its phone (and M-Pesa number) when the profile
 * has no phone, its name when the profile has none. The profile comes first: it is what the
 * shopper saved on purpose. Nothing the shopper typed is replaced.
 */
export function detailsFromLastOrder(
  current: CheckoutInput,
  initial: CheckoutInput,
  order: Order | undefined,
): Partial<CheckoutInput> {
  if (!order) return {};
  const patch: Partial<CheckoutInput> = {};
  if (initial.address.trim() === '' && untouched(current, initial, ADDRESS_FIELDS) && order.street.trim() !== '') {
    patch.address = order.street;
    patch.city = order.city;
    patch.state = order.county;
    patch.zipCode = order.postal_code;
  }
  if (initial.phone.trim() === '' && current.phone === initial.phone && order.phone.trim() !== '') {
    patch.phone = order.phone;
    if (current.mpesaPhone === initial.mpesaPhone && initial.mpesaPhone === '') patch.mpesaPhone = mpesaNumberFrom(order.phone);
  }
  const nameFields = ['firstName', 'lastName'] as const;
  if (initial.firstName.trim() === '' && untouched(current, initial, nameFields) && order.customer_name.trim() !== '') {
    const [first = '', ...rest] = order.customer_name.trim().split(/\s+/);
    patch.firstName = first;
    patch.lastName = rest.join(' ');
  }
  return patch;
}

