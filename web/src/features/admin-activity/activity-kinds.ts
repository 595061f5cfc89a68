/** The kinds of admin write the log records (`shop_common::audit`), with their labels. */
export const ACTIVITY_KINDS = [
  { value: 'order.status', label: 'Order status changed' },
  { value: 'order.delete', label: 'Order deleted' },
  { value: 'order.cod_collected', label: 'Cash on delivery collected' },
  { value: 'product.create', label: 'Product created' },
  { value: 'product.update', label: 'Product updated' },
  { value: 'product.delete', label: 'Product deleted' },
  { value: 'user.create', label: 'User created' },
  { value: 'user.role', label: 'User role changed' },
  { value: 'user.delete', label: 'User deleted' },
  { value: 'settings.update', label: 'Settings updated' },
  { value: 'discount_code.create', label: 'Discount code created' },
  { value: 'discount_code.update', label: 'Discount code updated' },
  { value: 'contact.handled', label: 'Message handled' },
  { value: 'newsletter.remove', label: 'Subscriber removed' },
  { value: 'refund.request', label: 'Refund sent via M-Pesa' },
  { value: 'campaign.create', label: 'Campaign created' },
  { value: 'review.moderate', label: 'Review hidden or shown' },
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number]['value'];

export function isActivityKind(value: string): value is ActivityKind {
  return ACTIVITY_KINDS.some((kind) => kind.value === value);
}

export function kindLabel(kind: string): string {
  return ACTIVITY_KINDS.find((k) => k.value === kind)?.label ?? kind;
}
