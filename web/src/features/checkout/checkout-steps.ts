import { checkoutSchema, PAYMENT_DETAIL_FIELDS, type CheckoutInput } from './checkout-schema';

/**
 * The checkout's steps (issue 24, part 6): who and where, how it comes, how it is paid (then
 * Place Order). On a phone each is its own short screen; on a wider screen they are one page in
 * the same order. Every form field belongs to exactly one step (tested), so a message is always
 * shown on the step that holds its field: a part that adds a field (the delivery choice, a
 * payment plan) adds it to its step here, and its component to that step's screen.
 */
export const CHECKOUT_STEPS = [
  {
    id: 'address',
    title: 'Address',
    fields: ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'buyerPin'],
  },
  { id: 'delivery', title: 'Delivery', fields: [] },
  { id: 'payment', title: 'Payment', fields: ['paymentMethod', ...PAYMENT_DETAIL_FIELDS] },
] as const satisfies readonly { id: string; title: string; fields: readonly (keyof CheckoutInput)[] }[];

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id'];

export const FIRST_STEP: CheckoutStepId = 'address';

export function stepIndex(step: CheckoutStepId): number {
  return CHECKOUT_STEPS.findIndex((candidate) => candidate.id === step);
}

/** The fields a step's Continue checks. */
export function stepFields(step: CheckoutStepId): readonly (keyof CheckoutInput)[] {
  return CHECKOUT_STEPS[stepIndex(step)]?.fields ?? [];
}

/** The step after `step`; null after the last (Place Order). */
export function nextStep(step: CheckoutStepId): CheckoutStepId | null {
  return CHECKOUT_STEPS[stepIndex(step) + 1]?.id ?? null;
}

/** The step holding `field`; null for a field of no step (the server's `items`, `couponCode`). */
export function stepOfField(field: string): CheckoutStepId | null {
  return CHECKOUT_STEPS.find((step) => (step.fields as readonly string[]).includes(field))?.id ?? null;
}

/** The earliest step with a message among `errors` (the form's, or a 400 answer's `fields`). */
export function firstStepWithError(errors: Partial<Record<string, string | undefined>>): CheckoutStepId | null {
  const steps = Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .map(([field]) => stepOfField(field))
    .filter((step): step is CheckoutStepId => step !== null);
  if (steps.length === 0) return null;
  return steps.reduce((first, step) => (stepIndex(step) < stepIndex(first) ? step : first));
}

/** The first step whose fields the schema refuses for `values`; null when the whole form is valid. */
export function firstInvalidStep(values: CheckoutInput): CheckoutStepId | null {
  const parsed = checkoutSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return firstStepWithError(errors);
}

/**
 * Where a tap on a step in the step list leads: back to any earlier step; forward only as far as
 * the first step still to be completed (a shopper never skips an unfinished address).
 */
export function reachableStep(values: CheckoutInput, current: CheckoutStepId, wanted: CheckoutStepId): CheckoutStepId {
  if (stepIndex(wanted) <= stepIndex(current)) return wanted;
  const invalid = firstInvalidStep(values);
  if (invalid !== null && stepIndex(invalid) < stepIndex(wanted)) return invalid;
  return wanted;
}
