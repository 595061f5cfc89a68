import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { CartIcon, ShieldIcon } from '@/components/icons';
import { SummaryLayout } from '@/components/summary-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { PaymentMethod } from '@/config/payment-methods';
import { useAuth } from '@/features/auth/auth-provider';
import { useCart } from '@/features/cart/cart-provider';
import { ContentPage } from '@/features/content/components/content-page';
import type { OrderConfirmationState } from '@/features/orders/types';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { useSchemaForm } from '@/lib/use-schema-form';

import { quoteKey } from '../api/get-quote';
import {
  changedTotalQuote,
  isOutOfStock,
  PLACE_ORDER_FAILED_MESSAGE,
  toPlaceOrderRequest,
  usePlaceOrder,
} from '../api/place-order';
import { checkoutSchema, checkoutValuesFrom, PAYMENT_DETAIL_FIELDS, type CheckoutInput } from '../checkout-schema';
import { useCartQuote } from '../hooks/use-cart-quote';
import { pay, PaymentUnavailableError } from '../payments';
import { CheckoutItems } from './checkout-items';
import styles from './checkout-form.module.css';
import { OrderSummary } from './order-summary';
import { PaymentDetails } from './payment-details';
import { PaymentMethodPicker } from './payment-method-picker';
import { PromoCodeBox } from './promo-code-box';
import type { FieldBinding } from './shipping-fields';
import { ShippingFields } from './shipping-fields';

export const LOGIN_FOR_CHECKOUT_MESSAGE = 'Please log in to proceed with checkout';
export const LOGIN_TO_ORDER_MESSAGE = 'Please log in to place an order';
export const STOCK_PROBLEM_MESSAGE =
  'Some items in your cart are not available in the quantity you chose. Please update your cart.';
export const QUOTE_PENDING_MESSAGE = 'Your order total is still being worked out. Please try again in a moment.';

type Message = { tone: 'error' | 'warning' | 'info'; text: string };

/** The server's `fields` that are not form fields ('Your cart is empty', 'Invalid coupon code'). */
function otherFieldMessages(error: unknown, formFields: string[]): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fields)
    .filter(([field]) => !formFields.includes(field))
    .map(([, message]) => message);
}

/**
 * /checkout (customer-side.md section 2, "Checkout"): the shipping form prefilled from the
 * profile, the payment method and its details, and the server's totals. Place Order sends the
 * quoted total; a changed total or missing stock is shown and the shopper can place again.
 */
export function CheckoutScreen() {
  const { user } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(checkoutSchema, checkoutValuesFrom(user), { idPrefix: 'checkout' });
  const method = form.values.paymentMethod as PaymentMethod;
  const { query, quote, lines, issues, couponCode, setCouponCode } = useCartQuote(method);
  const placeOrder = usePlaceOrder();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<Message>();
  const placed = useRef(false);

  if (!user) {
    return (
      <ContentPage title="Checkout">
        <EmptyState title={LOGIN_FOR_CHECKOUT_MESSAGE} actions={<ButtonLink to="/login">Sign In</ButtonLink>} />
      </ContentPage>
    );
  }

  if (cart.items.length === 0 && !placed.current) {
    return (
      <ContentPage title="Checkout">
        <EmptyState
          icon={<CartIcon size={28} />}
          title="Your cart is empty"
          description="Add some furniture to your cart before you check out."
          actions={<ButtonLink to="/products">Start Shopping</ButtonLink>}
        />
      </ContentPage>
    );
  }

  const bind: FieldBinding = (field) => ({
    id: `checkout-${field}`,
    name: field,
    value: String(form.values[field]),
    onChange: (event) => {
      form.setField(field, event.target.value as CheckoutInput[typeof field]);
      setMessage(undefined);
    },
    error: form.errors[field],
    disabled: submitting,
  });

  function changeMethod(next: PaymentMethod) {
    form.setField('paymentMethod', next);
    form.clearErrors(PAYMENT_DETAIL_FIELDS);
    setMessage(undefined);
  }

  function showFailure(error: unknown, paymentMethod: PaymentMethod) {
    if (error instanceof PaymentUnavailableError) {
      setMessage({ tone: 'info', text: error.message });
      return;
    }
    const fresh = changedTotalQuote(error);
    if (fresh) {
      queryClient.setQueryData(quoteKey({ items: lines, couponCode, paymentMethod }), fresh);
      setMessage({ tone: 'warning', text: isApiError(error) ? error.message : PLACE_ORDER_FAILED_MESSAGE });
      return;
    }
    if (isOutOfStock(error) && isApiError(error)) {
      void query.refetch();
      setMessage({ tone: 'error', text: error.message });
      return;
    }
    if (isApiError(error) && error.status === 401) {
      setMessage({ tone: 'error', text: LOGIN_TO_ORDER_MESSAGE });
      return;
    }
    if (isApiError(error) && error.status === 400) {
      const shown = form.showServerErrors(error);
      const others = otherFieldMessages(error, Object.keys(form.values));
      if (others.length > 0) setMessage({ tone: 'error', text: others.join(' ') });
      else if (!shown) setMessage({ tone: 'error', text: error.message });
      return;
    }
    setMessage({ tone: 'error', text: PLACE_ORDER_FAILED_MESSAGE });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setMessage(undefined);
    if (!user?.id) {
      setMessage({ tone: 'error', text: LOGIN_TO_ORDER_MESSAGE });
      return;
    }
    const values = form.validate();
    if (!values) return;
    if (!quote) {
      setMessage({ tone: 'info', text: QUOTE_PENDING_MESSAGE });
      return;
    }
    if (issues.size > 0) {
      setMessage({ tone: 'error', text: STOCK_PROBLEM_MESSAGE });
      return;
    }

    const total = quote.total_amount;
    setSubmitting(true);
    try {
      const result = await pay(values.paymentMethod, {
        values,
        total,
        placeOrder: () => placeOrder.mutateAsync(toPlaceOrderRequest(values, lines, couponCode, total)),
      });
      placed.current = true;
      const state: OrderConfirmationState = {
        paymentMethod: values.paymentMethod,
        total: result.placed.order?.total_amount ?? total,
        ...(result.transactionId ? { transactionId: result.transactionId } : {}),
      };
      void navigate(`/order-confirmation/${encodeURIComponent(result.placed.publicId)}`, { replace: true, state });
      cart.clear({ notify: false, saveNow: true });
      setCouponCode(null);
    } catch (error) {
      showFailure(error, values.paymentMethod);
      setSubmitting(false);
    }
  }

  return (
    <ContentPage title="Checkout" narrow={false} trail={[{ label: 'Shopping Cart', to: '/cart' }]}>
      <SummaryLayout
        summary={
          <OrderSummary
            quote={quote}
            isLoading={query.isLoading}
            isStale={query.isPlaceholderData}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            before={<CheckoutItems items={cart.items} quote={quote} issues={issues} />}
          >
            <PromoCodeBox />
            {message && (
              <p className={cx(styles.message, styles[message.tone])} role="alert">
                {message.text}
              </p>
            )}
            <Button type="submit" form="checkout-form" size="lg" fullWidth disabled={submitting || !quote}>
              {submitting ? 'Processing...' : 'Place Order'}
            </Button>
            <p className={styles.secure}>
              <ShieldIcon size={16} /> Your details are sent securely.
            </p>
          </OrderSummary>
        }
      >
        <form id="checkout-form" className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Checkout">
          <ShippingFields bind={bind} county={String(form.values.state)} />
          <PaymentMethodPicker value={method} onChange={changeMethod} disabled={submitting} error={form.errors.paymentMethod} />
          <PaymentDetails method={method} bind={bind} />
        </form>
      </SummaryLayout>
    </ContentPage>
  );
}

