import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { CartIcon, ShieldIcon } from '@/components/icons';
import { SummaryLayout } from '@/components/summary-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { isOnlinePayment, PAYMENT_METHODS, type PaymentMethod } from '@/config/payment-methods';
import { CONFIRMATION_REDIRECT_MS } from '@/config/payments';
import { useAuth } from '@/lib/auth/auth-provider';
import { ContentPage } from '@/components/content-page';
import { StickyTotalBar } from '@/components/sticky-total-bar';
import { orderKeys } from '@/lib/orders/keys';
import { useUserOrders } from '@/lib/orders/user-orders';
import { readDeliveryAsk } from '@/lib/delivery';
import { usePhone } from '@/lib/use-phone';
import type { Order, OrderConfirmationState } from '@/types/order';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { useSchemaForm } from '@/lib/use-schema-form';

import { usePaymentConfig } from '../api/get-payment-config';
import { quoteKey } from '../api/get-quote';
import { changedTotalQuote, isOutOfStock, PLACE_ORDER_FAILED_MESSAGE, toPlaceOrderRequest } from '../api/place-order';
import { MPESA_START_FAILED_MESSAGE } from '../api/start-mpesa-payment';
import { checkoutSchema, checkoutValuesFrom, mpesaNumber, PAYMENT_DETAIL_FIELDS, type CheckoutInput } from '../checkout-schema';
import { useCheckoutCart } from '../checkout-cart';
import {
  CHECKOUT_STEPS,
  FIRST_STEP,
  firstInvalidStep,
  firstStepWithError,
  nextStep,
  reachableStep,
  stepFields,
  stepIndex,
  type CheckoutStepId,
} from '../checkout-steps';
import { useCartQuote } from '../hooks/use-cart-quote';
import { useOrderForPayment } from '../hooks/use-order-for-payment';
import {
  pay,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_REQUEST_SENT_MESSAGE,
  PAYMENT_SUCCESSFUL_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
  type OrderToPay,
} from '../payments';
import { heldStock, orderSignature, setPendingOrder, usePendingOrder } from '../pending-order';
import { detailsFromLastOrder } from '../saved-details';
import { CartDelivery } from './cart-delivery';
import { CheckoutItems } from './checkout-items';
import { CheckoutStepper } from './checkout-stepper';
import { DeliveryStep } from './delivery-step';
import styles from './checkout-form.module.css';
import { OrderSummary } from './order-summary';
import { PaymentDetails } from './payment-details';
import { PaymentMethodPicker } from './payment-method-picker';
import { LipaMdogoMdogoOption } from './lipa-mdogo-mdogo-option';
import type { PaymentStatus } from './payment-status-panel';
import { PaymentSuccess } from './payment-success';
import { PromoCodeBox } from './promo-code-box';
import type { FieldBinding } from './shipping-fields';
import { ShippingFields } from './shipping-fields';

export const LOGIN_FOR_CHECKOUT_MESSAGE = 'Please log in to proceed with checkout';
export const LOGIN_TO_ORDER_MESSAGE = 'Please log in to place an order';
export const STOCK_PROBLEM_MESSAGE =
  'Some items in your cart are not available in the quantity you chose. Please update your cart.';
export const QUOTE_PENDING_MESSAGE = 'Your order total is still being worked out. Please try again in a moment.';
/** customer-side.md section 8, "Checkout": placing the order of an online payment failed. */
export const CREATE_ORDER_FAILED_MESSAGE = 'Failed to create order';

type Message = { tone: 'error' | 'warning' | 'info'; text: string };

/** A paid order on its way to the confirmation page. */
type Confirmation = { to: string; state: OrderConfirmationState; order: OrderToPay };

/** The payment request's field names that are form fields under another name. */
const PAYMENT_FIELD_NAMES: Partial<Record<string, keyof CheckoutInput>> = { phoneNumber: 'mpesaPhone', method: 'paymentMethod' };

/** The server's `fields` that are not form fields ('Your cart is empty', 'Invalid coupon code'). */
function otherFieldMessages(error: unknown, formFields: string[]): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fields)
    .filter(([field]) => !formFields.includes(field))
    .map(([, message]) => message);
}

/**
 * /checkout (customer-side.md section 2, "Checkout"; section 4, the payments): the shipping
 * form prefilled from the profile, the payment method and its details, and the server's totals.
 * Place Order places the order with the quoted total, then pays it with the chosen method
 * (`payments.ts`); the order is kept until paid so that a retry pays the same order. Cash on
 * delivery and card or PayPal payments go to the confirmation at once; M-Pesa waits for the
 * payer, shows 'Payment Successful', then goes there.
 */
export function CheckoutScreen() {
  const { user } = useAuth();
  const cart = useCheckoutCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [startValues] = useState(() => checkoutValuesFrom(user));
  const form = useSchemaForm(checkoutSchema, startValues, { idPrefix: 'checkout' });
  const method = form.values.paymentMethod;
  const pendingOrder = usePendingOrder();
  const held = useMemo(() => heldStock(pendingOrder, user?.id), [pendingOrder, user?.id]);
  const { query, quote, lines, issues, couponCode, setCouponCode, delivery } = useCartQuote(method, held);
  const config = usePaymentConfig();
  const orderForPayment = useOrderForPayment();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<Message>();
  const [status, setStatus] = useState<PaymentStatus>({ state: 'idle' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  /** The order an M-Pesa payment is for: its Paybill fallback needs its number and total. */
  const [mpesaOrder, setMpesaOrder] = useState<OrderToPay | null>(null);
  const placed = useRef(false);
  const payment = useRef<AbortController | null>(null);
  /** On a phone, one step at a time (checkout-steps.ts); a wider screen shows them all. */
  const phone = usePhone();
  const [step, setStep] = useState<CheckoutStepId>(FIRST_STEP);
  /** The step opened to show its messages: once shown, its first invalid field gets the focus. */
  const focusError = useRef<CheckoutStepId | null>(null);
  const { data: pastOrders } = useUserOrders(user?.id);
  const lastOrder = pastOrders?.[0];
  const prefilled = useRef(false);
  /** Lipa Mdogo Mdogo chosen (an M-Pesa order only). */
  const [instalments, setInstalments] = useState(false);
  const lmm = instalments && method === 'mpesa';

  const offered = PAYMENT_METHODS.filter((option) => config?.methods[option] ?? true);
  const firstOffered = offered[0];
  const { setField, clearErrors, values: formValues, errors: formErrors } = form;
  const setCounty = useCallback((county: string) => setField('state', county), [setField]);

  // The address and phone the last order went to, where the profile leaves them empty.
  useEffect(() => {
    if (prefilled.current || !lastOrder) return;
    prefilled.current = true;
    const patch = detailsFromLastOrder(formValues, startValues, lastOrder);
    for (const [field, value] of Object.entries(patch) as [keyof CheckoutInput, string][]) setField(field, value);
  }, [lastOrder, formValues, startValues, setField]);

  // An empty county takes the one chosen on the product page or in the cart, once, when the
  // checkout opens (on a phone the delivery step, whose component does it too, is not open yet).
  const countyFilled = useRef(false);
  useEffect(() => {
    if (countyFilled.current) return;
    countyFilled.current = true;
    const remembered = readDeliveryAsk().state;
    if (remembered && !String(formValues.state)) setField('state', remembered);
  }, [formValues.state, setField]);

  // On a phone, a message on an earlier step's field (Place Order's check, the server's answer)
  // opens that step.
  useEffect(() => {
    if (!phone) return;
    const wrong = firstStepWithError(formErrors);
    if (wrong === null || stepIndex(wrong) >= stepIndex(step)) return;
    focusError.current = wrong;
    setStep(wrong);
  }, [phone, formErrors, step]);

  useEffect(() => {
    if (focusError.current !== step) return;
    focusError.current = null;
    const field = stepFields(step).find((name) => formErrors[name]);
    if (field) document.getElementById(`checkout-${field}`)?.focus();
  }, [step, formErrors]);

  // A method the payment settings turn off is not offered; the first one offered is chosen instead.
  useEffect(() => {
    if (!config || config.methods[method] || !firstOffered) return;
    setField('paymentMethod', firstOffered);
    clearErrors(PAYMENT_DETAIL_FIELDS);
  }, [config, method, firstOffered, setField, clearErrors]);

  // Leaving the checkout stops asking for an M-Pesa payment's status.
  useEffect(() => () => payment.current?.abort(), []);

  // 'Payment Successful' leads to the confirmation by itself after a moment.
  useEffect(() => {
    if (!confirmation) return;
    const timer = window.setTimeout(
      () => void navigate(confirmation.to, { replace: true, state: confirmation.state }),
      CONFIRMATION_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [confirmation, navigate]);

  // The order turned out paid while the Paybill instructions were shown.
  const paidElsewhere = useRef<(order: Order) => void>(() => {});
  const onPaybillPaid = useCallback((order: Order) => paidElsewhere.current(order), []);

  if (!user) {
    return (
      <ContentPage title="Checkout">
        <EmptyState title={LOGIN_FOR_CHECKOUT_MESSAGE} actions={<ButtonLink to="/login">Sign In</ButtonLink>} />
      </ContentPage>
    );
  }

  if (confirmation) {
    return (
      <ContentPage title="Checkout" trail={[{ label: 'Shopping Cart', to: '/cart' }]}>
        <PaymentSuccess
          method={confirmation.state.paymentMethod}
          publicId={confirmation.order.publicId}
          total={confirmation.order.total}
          transactionId={confirmation.state.transactionId}
          onContinue={() => void navigate(confirmation.to, { replace: true, state: confirmation.state })}
        />
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
      form.setField(field, event.target.value);
      setMessage(undefined);
    },
    error: form.errors[field],
    disabled: submitting,
  });

  /** spec section 4: changing the method clears its fields' messages and the payment status. */
  function changeMethod(next: PaymentMethod) {
    form.setField('paymentMethod', next);
    form.clearErrors(PAYMENT_DETAIL_FIELDS);
    setMessage(undefined);
    setStatus({ state: 'idle' });
  }

  /** A phone's step screen: opened at its top. */
  function openStep(next: CheckoutStepId) {
    setStep(next);
    setMessage(undefined);
    window.scrollTo({ top: 0 });
  }

  /** A phone's Continue: the step's fields are checked, then the next step opens. */
  function continueStep() {
    if (!form.validateFields(stepFields(step))) return;
    const next = nextStep(step);
    if (next) openStep(next);
  }

  /** Placing the order failed. */
  function showOrderFailure(error: unknown, paymentMethod: PaymentMethod) {
    const fresh = changedTotalQuote(error);
    if (fresh) {
      queryClient.setQueryData(quoteKey({ items: lines, couponCode, paymentMethod, ...delivery }), fresh);
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
    setMessage({ tone: 'error', text: isOnlinePayment(paymentMethod) ? CREATE_ORDER_FAILED_MESSAGE : PLACE_ORDER_FAILED_MESSAGE });
  }

  /** The order exists, but the payment could not be made (as opposed to made and declined). */
  function showPaymentError(error: unknown, paymentMethod: PaymentMethod) {
    if (isApiError(error) && error.status === 401) {
      setMessage({ tone: 'error', text: LOGIN_TO_ORDER_MESSAGE });
      return;
    }
    if (isApiError(error) && error.status === 400 && form.showServerErrors(error, PAYMENT_FIELD_NAMES)) return;
    // A refusal with its reason ('This order has been cancelled', 'A payment for this order is already in progress').
    const explained = isApiError(error) && error.status === 409;
    if (paymentMethod === 'mpesa') {
      setMessage({ tone: 'error', text: explained ? error.message : MPESA_START_FAILED_MESSAGE });
      return;
    }
    const unavailable = isApiError(error) && error.status === 503;
    setMessage({ tone: 'error', text: explained || unavailable ? error.message : PAYMENT_FAILED_MESSAGE });
  }

  function finishOrder() {
    placed.current = true;
    cart.clear({ notify: false, saveNow: true });
    setCouponCode(null);
  }

  paidElsewhere.current = (paid: Order) => {
    if (!mpesaOrder) return;
    payment.current?.abort();
    setStatus({ state: 'idle' });
    setSubmitting(false);
    confirmPaid(mpesaOrder, 'mpesa', paid.payment_reference || undefined);
  };

  /** Cash on delivery: the order is confirmed at once. */
  function confirmOnDelivery(order: OrderToPay) {
    const state: OrderConfirmationState = { paymentMethod: 'cod', total: order.total };
    void navigate(`/order-confirmation/${encodeURIComponent(order.publicId)}`, { replace: true, state });
    finishOrder();
  }

  /** The payment succeeded: the cart is emptied and the shopper goes to the confirmation. */
  function confirmPaid(order: OrderToPay, paymentMethod: string, transactionId: string | undefined) {
    setPendingOrder(null);
    // The placed order in the cache says Pending; the confirmation reads it again.
    queryClient.removeQueries({ queryKey: orderKeys.detail(order.publicId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    toast({ type: 'success', message: PAYMENT_SUCCESSFUL_MESSAGE });
    const next: Confirmation = {
      to: `/order-confirmation/${encodeURIComponent(order.publicId)}`,
      // A Lipa Mdogo Mdogo deposit does not pay the order: its page shows the balance.
      state: { paymentMethod, total: order.total, ...(lmm ? {} : { paymentStatus: 'Paid' as const }), ...(transactionId ? { transactionId } : {}) },
      order,
    };
    if (paymentMethod === 'mpesa') setConfirmation(next);
    else void navigate(next.to, { replace: true, state: next.state });
    finishOrder();
  }

  async function submit() {
    if (submitting) return;
    setMessage(undefined);
    if (!user?.id) {
      setMessage({ tone: 'error', text: LOGIN_TO_ORDER_MESSAGE });
      return;
    }
    const values = form.validate();
    if (!values) {
      const wrong = phone ? firstInvalidStep(form.values) : null;
      if (wrong !== null && wrong !== step) {
        focusError.current = wrong;
        setStep(wrong);
      }
      return;
    }
    // A quote kept on screen while the current choices (payment method, cart) are quoted again
    // is not the total to place: the server would answer that the total has changed.
    if (!quote || query.isPlaceholderData) {
      setMessage({ tone: 'info', text: QUOTE_PENDING_MESSAGE });
      return;
    }
    if (issues.size > 0) {
      setMessage({ tone: 'error', text: STOCK_PROBLEM_MESSAGE });
      return;
    }

    const paymentMethod = values.paymentMethod;
    const controller = new AbortController();
    payment.current = controller;
    setSubmitting(true);
    setStatus({ state: 'idle' });

    let order: OrderToPay;
    try {
      const obtained = await orderForPayment({
        userId: user.id,
        request: { ...toPlaceOrderRequest(values, lines, couponCode, quote.total_amount), ...(lmm ? { paymentPlan: 'lmm' as const } : {}) },
        signature: orderSignature({ userId: user.id, lines, couponCode, values }) + (lmm ? '|lmm' : ''),
        online: isOnlinePayment(paymentMethod),
      });
      if (controller.signal.aborted) return;
      if (obtained.paidOrder) {
        confirmPaid(obtained.order, obtained.paidOrder.payment_method || paymentMethod, obtained.paidOrder.payment_reference || undefined);
        setSubmitting(false);
        return;
      }
      order = obtained.order;
      setMpesaOrder(paymentMethod === 'mpesa' ? order : null);
    } catch (error) {
      if (controller.signal.aborted) return;
      showOrderFailure(error, paymentMethod);
      setSubmitting(false);
      return;
    }

    let requestId: string | undefined;
    try {
      const outcome = await pay(paymentMethod, {
        order,
        values,
        signal: controller.signal,
        onPrompted: (prompt) => {
          requestId = prompt.checkoutRequestId;
          const amount = prompt.amount ?? Math.ceil(order.total);
          setStatus({ state: 'pending', phone: mpesaNumber(values.mpesaPhone), amount, requestId });
          toast({ type: 'info', message: PAYMENT_REQUEST_SENT_MESSAGE });
        },
      });
      if (controller.signal.aborted) return;
      switch (outcome.status) {
        case 'on-delivery':
          confirmOnDelivery(order);
          break;
        case 'paid':
          setStatus({ state: 'idle' });
          confirmPaid(order, paymentMethod, outcome.transactionId);
          break;
        case 'failed':
          setStatus({ state: 'failed', method: paymentMethod, message: outcome.message, requestId, transactionId: outcome.transactionId });
          toast({ type: 'error', message: PAYMENT_FAILED_MESSAGE });
          break;
        case 'timeout':
          setStatus({ state: 'timeout', requestId: requestId ?? '' });
          toast({ type: 'error', message: PAYMENT_TIMEOUT_MESSAGE });
          break;
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({ state: 'idle' });
      showPaymentError(error, paymentMethod);
    }
    setSubmitting(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phone && nextStep(step) !== null) continueStep();
    else void submit();
  }

  const waiting = status.state === 'pending';
  const shows = (id: CheckoutStepId) => !phone || step === id;
  const placeLabel = waiting ? 'Waiting for Payment...' : submitting ? 'Processing...' : 'Place Order';
  const placeDisabled = submitting || !quote || query.isPlaceholderData;
  const following = nextStep(step);
  const shownMessage = message && (
    <p className={cx(styles.message, styles[message.tone])} role="alert">
      {message.text}
    </p>
  );
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
            {!phone && shownMessage}
            {!phone && (
              <Button type="submit" form="checkout-form" size="lg" fullWidth disabled={placeDisabled}>
                {placeLabel}
              </Button>
            )}
            <p className={styles.secure}>
              <ShieldIcon size={16} /> Your details are sent securely.
            </p>
          </OrderSummary>
        }
      >
        {phone && (
          <CheckoutStepper
            current={step}
            disabled={submitting}
            onSelect={(wanted) => openStep(reachableStep(form.values, step, wanted))}
          />
        )}
        <form id="checkout-form" className={styles.form} onSubmit={onSubmit} noValidate aria-label="Checkout">
          {shows('address') && <ShippingFields bind={bind} county={String(form.values.state)} />}
          {shows('delivery') && (
            <>
              <DeliveryStep values={form.values} quote={quote} onChangeAddress={phone ? () => openStep('address') : undefined} />
              <CartDelivery quote={quote} county={String(form.values.state)} onCounty={setCounty} disabled={submitting} />
            </>
          )}
          {shows('payment') && (
            <>
              <PaymentMethodPicker
                value={method}
                methods={offered}
                onChange={changeMethod}
                disabled={submitting}
                error={form.errors.paymentMethod}
              />
              {method === 'mpesa' && (
                <LipaMdogoMdogoOption total={quote?.total_amount} chosen={lmm} onChange={setInstalments} disabled={submitting} />
              )}
              <PaymentDetails
                method={method}
                bind={bind}
                config={config}
                status={status}
                onTryAgain={() => void submit()}
                busy={submitting}
                paybill={
                  config?.paybill && mpesaOrder && method === 'mpesa'
                    ? { number: config.paybill, order: mpesaOrder, onPaid: onPaybillPaid }
                    : null
                }
              />
            </>
          )}
        </form>
      </SummaryLayout>
      {phone && (
        <StickyTotalBar
          label="Checkout total"
          total={quote?.total_amount}
          detail={`Step ${stepIndex(step) + 1} of ${CHECKOUT_STEPS.length}`}
          message={shownMessage}
          action={
            following === null ? (
              <Button type="submit" form="checkout-form" disabled={placeDisabled}>
                {placeLabel}
              </Button>
            ) : (
              <Button type="submit" form="checkout-form">
                Continue to {CHECKOUT_STEPS[stepIndex(following)]?.title}
              </Button>
            )
          }
        />
      )}
    </ContentPage>
  );
}
