import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CONFIRMATION_REDIRECT_MS, MPESA_MAX_POLLS, MPESA_POLL_INTERVAL_MS, PAYBILL_POLL_INTERVAL_MS } from '@/config/payments';
import { jsonResponse } from '@/testing/test-utils';

import { MPESA_START_RETRY_MS } from '../api/start-mpesa-payment';
import { bodiesOf } from '@/testing/make-quote';
import { callsTo, onlineQuote, ORDER_ID, quoted, renderCheckout, SECOND_ORDER_ID } from '../testing/render-checkout';

type Status = Record<string, unknown>;

const pending: Status = { status: 'pending', mpesaReceiptNumber: null, resultDesc: '', resultCode: null };
const paid: Status = { status: 'success', mpesaReceiptNumber: 'QK12ABC3DE', resultDesc: 'The service request is processed successfully.', resultCode: 0 };
const cancelled: Status = { status: 'failed', mpesaReceiptNumber: null, resultDesc: 'Request cancelled by user', resultCode: 1032 };

/**
 * The M-Pesa calls: each STK push answers prompt ws_CO_1, ws_CO_2, ...; each prompt's status
 * polls answer the given statuses in turn (the last one repeats).
 */
function mpesa(...statusesByPrompt: Status[][]) {
  let prompts = 0;
  const polls = new Map<string, number>();
  return {
    '/api/mpesa/stkpush': () => {
      prompts += 1;
      return jsonResponse({ success: true, checkoutRequestId: `ws_CO_${prompts}`, merchantRequestId: `m-${prompts}`, message: 'Success. Request accepted for processing', amount: 106718 });
    },
    '/api/mpesa/status': (url: URL) => {
      const id = url.pathname.split('/').at(-1)!;
      const statuses = statusesByPrompt[Number(id.replace('ws_CO_', '')) - 1] ?? [pending];
      const count = polls.get(id) ?? 0;
      polls.set(id, count + 1);
      return jsonResponse({ ...statuses[Math.min(count, statuses.length - 1)], orderId: ORDER_ID, publicId: 'SF7K3M9QXA', amount: 106718 });
    },
  };
}

/** Lets the fake clock run `ms` further, settling what the timers start. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const statusCalls = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, /^\/api\/mpesa\/status\//);

function carried() {
  return JSON.parse(screen.getByTestId('carried').textContent) as unknown;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout: M-Pesa', () => {
  it('places the order, sends the prompt and waits for the payer with the form locked, asking every 10 seconds', async () => {
    const { user, fetchMock } = renderCheckout(mpesa([pending, pending, paid]));
    await quoted();
    const phone = screen.getByLabelText(/^M-Pesa Phone Number/);
    await user.clear(phone);
    await user.type(phone, '254 708 374 149');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const waiting = await screen.findByRole('status', { name: 'Waiting for Payment' });
    expect(screen.getByText('Payment request sent to your phone. Please check your M-Pesa menu.')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('KSh 106,718');
    expect(waiting).toHaveTextContent('254708374149');
    expect(within(waiting).getByTestId('payment-reference')).toHaveTextContent('ws_CO_1');
    expect(bodiesOf(fetchMock, '/api/orders')).toEqual([expect.objectContaining({ paymentMethod: 'mpesa', totalAmount: 106717.68 })]);
    expect(bodiesOf(fetchMock, '/api/mpesa/stkpush')).toEqual([{ orderId: ORDER_ID, phoneNumber: '254708374149' }]);

    expect(screen.getByRole('button', { name: 'Waiting for Payment...' })).toBeDisabled();
    expect(screen.getByLabelText(/^M-Pesa Phone Number/)).toBeDisabled();
    expect(screen.getByLabelText(/^First Name/)).toBeDisabled();
    for (const name of ['M-Pesa', 'Credit/Debit Card', 'PayPal', 'Cash on Delivery']) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    }

    expect(statusCalls(fetchMock)).toHaveLength(0);
    await elapse(MPESA_POLL_INTERVAL_MS - 1000);
    expect(statusCalls(fetchMock)).toHaveLength(0);
    await elapse(1000);
    await waitFor(() => expect(statusCalls(fetchMock)).toEqual(['/api/mpesa/status/ws_CO_1']));
    await elapse(MPESA_POLL_INTERVAL_MS);
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(2));
    expect(screen.getByRole('status', { name: 'Waiting for Payment' })).toBeInTheDocument();
    expect(window.localStorage.getItem('cart')).not.toBe('[]');
  });

  it('shows Payment Successful with the receipt, empties the cart and carries the receipt to the confirmation', async () => {
    const { user, fetchMock, router } = renderCheckout(mpesa([pending, paid]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS * 2);

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toHaveFocus();
    expect(screen.getByText('Payment successful!')).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('QK12ABC3DE');
    expect(screen.getByText(/KSh 106,717.68 for order/)).toHaveTextContent('SF7K3M9QXA');
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(window.sessionStorage.getItem('pendingOrder')).toBeNull();
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/cart', 'PUT')).toContainEqual({ items: [] }));

    await user.click(screen.getByRole('button', { name: 'Continue to Order Confirmation' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(carried()).toEqual({ paymentMethod: 'mpesa', total: 106717.68, paymentStatus: 'Paid', transactionId: 'QK12ABC3DE' });
  });

  it('goes to the confirmation by itself a moment after Payment Successful', async () => {
    const { user, router } = renderCheckout(mpesa([paid]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);
    await screen.findByRole('heading', { name: 'Payment Successful' });
    expect(router.state.location.pathname).toBe('/checkout');
    await elapse(CONFIRMATION_REDIRECT_MS);
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
  });

  it('shows Payment Failed with M-Pesa’s reason, and Try Again prompts again for the same order', async () => {
    const { user, fetchMock, router } = renderCheckout(mpesa([cancelled], [pending, paid]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);

    const failed = await screen.findByRole('alert', { name: 'Payment Failed' });
    expect(failed).toHaveTextContent('Request cancelled by user');
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.getByLabelText(/^M-Pesa Phone Number/)).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('pendingOrder')!)).toMatchObject({ orderId: ORDER_ID, publicId: 'SF7K3M9QXA' });

    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    expect(screen.queryByRole('alert', { name: 'Payment Failed' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/mpesa/stkpush')).toEqual([
      { orderId: ORDER_ID, phoneNumber: '254712345678' },
      { orderId: ORDER_ID, phoneNumber: '254712345678' },
    ]);
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(1);

    await elapse(MPESA_POLL_INTERVAL_MS * 2);
    await screen.findByRole('heading', { name: 'Payment Successful' });
    expect(statusCalls(fetchMock)).toEqual(['/api/mpesa/status/ws_CO_1', '/api/mpesa/status/ws_CO_2', '/api/mpesa/status/ws_CO_2']);
    await user.click(screen.getByRole('button', { name: 'Continue to Order Confirmation' }));
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
  });

  it('times out after 30 polls without an answer, and offers Try Again', async () => {
    const { user, fetchMock } = renderCheckout(mpesa([pending]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });

    for (let poll = 1; poll < MPESA_MAX_POLLS; poll++) {
      await elapse(MPESA_POLL_INTERVAL_MS);
    }
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(MPESA_MAX_POLLS - 1));
    expect(screen.getByRole('status', { name: 'Waiting for Payment' })).toBeInTheDocument();

    await elapse(MPESA_POLL_INTERVAL_MS);
    const timeout = await screen.findByRole('alert', { name: 'Payment Timeout' });
    expect(screen.getByText('Payment timeout. Please try again.')).toBeInTheDocument();
    expect(statusCalls(fetchMock)).toHaveLength(MPESA_MAX_POLLS);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await elapse(MPESA_POLL_INTERVAL_MS * 3);
    expect(statusCalls(fetchMock)).toHaveLength(MPESA_MAX_POLLS);
    expect(within(timeout).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('counts a status call that fails as a poll without an answer', async () => {
    let calls = 0;
    const { user } = renderCheckout({
      ...mpesa([paid]),
      '/api/mpesa/status': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ error: 'internal', message: 'Server error' }, { status: 500 }) : jsonResponse(paid);
      },
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('status', { name: 'Waiting for Payment' })).toBeInTheDocument();
    await elapse(MPESA_POLL_INTERVAL_MS);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
  });

  it('shows the server’s message under the phone field, and otherwise says the prompt could not be sent', async () => {
    let answer = jsonResponse(
      { error: 'validation_failed', message: 'Please check the form', fields: { phoneNumber: 'Please enter a valid Kenyan phone number (254712345678)' } },
      { status: 400 },
    );
    const { user } = renderCheckout({ '/api/mpesa/stkpush': () => answer });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a valid Kenyan phone number (254712345678)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^M-Pesa Phone Number/)).toHaveAccessibleDescription(/Please enter a valid Kenyan phone number/);
    expect(screen.queryByRole('status', { name: 'Waiting for Payment' })).not.toBeInTheDocument();

    answer = jsonResponse({ error: 'payment_unavailable', message: 'Daraja is down' }, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // A 503 is asked once more by itself (the prompt may be on its way) before it is shown.
    await elapse(MPESA_START_RETRY_MS);
    expect(await screen.findByText('Failed to initiate M-Pesa payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('clears the payment status when the method changes', async () => {
    const { user } = renderCheckout(mpesa([cancelled]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);
    await screen.findByRole('alert', { name: 'Payment Failed' });

    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    expect(screen.queryByRole('alert', { name: 'Payment Failed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    expect(screen.queryByRole('alert', { name: 'Payment Failed' })).not.toBeInTheDocument();
  });

  it('places a new order when the shipping details changed, cancelling the unpaid one', async () => {
    const { user, fetchMock, orders } = renderCheckout(mpesa([cancelled], [pending]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);
    await screen.findByRole('alert', { name: 'Payment Failed' });

    await user.clear(screen.getByLabelText(/^Address/));
    await user.type(screen.getByLabelText(/^Address/), '14 Kenyatta Avenue');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });

    expect(callsTo(fetchMock, `/api/orders/${ORDER_ID}/cancel`, 'PUT')).toHaveLength(1);
    expect(orders.get(ORDER_ID)?.order_status).toBe('cancelled');
    expect(bodiesOf(fetchMock, '/api/orders').map((body) => (body as { address: string }).address)).toEqual(['12 Moi Avenue', '14 Kenyatta Avenue']);
    expect(bodiesOf(fetchMock, '/api/mpesa/stkpush').at(-1)).toEqual({ orderId: SECOND_ORDER_ID, phoneNumber: '254712345678' });
  });

  it('confirms at once when the kept order turns out to be paid already', async () => {
    const { user, fetchMock, orders, router } = renderCheckout(mpesa([pending]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS * MPESA_MAX_POLLS);
    const timeout = await screen.findByRole('alert', { name: 'Payment Timeout' });

    Object.assign(orders.get(ORDER_ID)!, { payment_status: 'Paid', payment_reference: 'QK99LATE01', payer: '254712345678' });
    await user.click(within(timeout).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('QK99LATE01');
    expect(bodiesOf(fetchMock, '/api/mpesa/stkpush')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue to Order Confirmation' }));
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(carried()).toMatchObject({ paymentMethod: 'mpesa', transactionId: 'QK99LATE01', paymentStatus: 'Paid' });
  });
});

/** The payment settings of a shop whose M-Pesa shortcode is a Paybill. */
const withPaybill = {
  '/api/payments/config': () =>
    jsonResponse({
      sandbox: false,
      mpesaSandbox: false,
      provider: 'sandbox',
      methods: { mpesa: true, card: true, paypal: true, cod: true },
      paybill: '174379',
    }),
};

const orderReads = (fetchMock: Parameters<typeof callsTo>[0]) => callsTo(fetchMock, new RegExp(`^/api/orders/${ORDER_ID}$`));

describe('checkout: the Paybill fallback (issue 23)', () => {
  it('shows the Paybill and the order number under a failed prompt, and notices the Paybill payment', async () => {
    const { user, fetchMock, orders, router } = renderCheckout({ ...mpesa([cancelled]), ...withPaybill });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);

    const failed = await screen.findByRole('alert', { name: 'Payment Failed' });
    const paybill = within(failed).getByTestId('paybill-instructions');
    expect(within(paybill).getByRole('heading')).toHaveTextContent('Pay via M-Pesa Paybill 174379, account SF7K3M9QXA');
    expect(within(paybill).getByTestId('paybill-amount')).toHaveTextContent('KSh 106,718');

    // Not paid yet: the order is read again and the instructions stay.
    const before = orderReads(fetchMock).length;
    await elapse(PAYBILL_POLL_INTERVAL_MS);
    await waitFor(() => expect(orderReads(fetchMock).length).toBeGreaterThan(before));
    expect(screen.getByTestId('paybill-instructions')).toBeInTheDocument();

    Object.assign(orders.get(ORDER_ID)!, { payment_status: 'Paid', payment_reference: 'RKTQDM7W6S', payer: '2547****149' });
    await elapse(PAYBILL_POLL_INTERVAL_MS);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('RKTQDM7W6S');
    expect(bodiesOf(fetchMock, '/api/mpesa/stkpush')).toHaveLength(1);
    expect(window.localStorage.getItem('cart')).toBe('[]');
    await user.click(screen.getByRole('button', { name: 'Continue to Order Confirmation' }));
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(carried()).toMatchObject({ paymentMethod: 'mpesa', transactionId: 'RKTQDM7W6S', paymentStatus: 'Paid' });
  });

  it('offers the Paybill on request while a prompt is pending, and a Paybill payment ends the wait', async () => {
    const { user, orders } = renderCheckout({ ...mpesa([pending]), ...withPaybill });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const waiting = await screen.findByRole('status', { name: 'Waiting for Payment' });
    expect(screen.queryByTestId('paybill-instructions')).not.toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: 'No prompt? Pay via Paybill instead' }));
    expect(within(waiting).getByTestId('paybill-account')).toHaveTextContent('SF7K3M9QXA');

    Object.assign(orders.get(ORDER_ID)!, { payment_status: 'Paid', payment_reference: 'RKTQDM7W6T' });
    await elapse(PAYBILL_POLL_INTERVAL_MS);
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('RKTQDM7W6T');
  });

  it('shows no Paybill when the shop has none', async () => {
    const { user } = renderCheckout(mpesa([cancelled]));
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);
    await screen.findByRole('alert', { name: 'Payment Failed' });
    expect(screen.queryByTestId('paybill-instructions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay via Paybill/ })).not.toBeInTheDocument();
  });
});

type PayAnswer = Record<string, unknown>;

function paymentsApi(...answers: (PayAnswer | Response)[]) {
  let call = 0;
  return {
    '/api/payments': () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      return answer instanceof Response ? answer : jsonResponse({ orderId: ORDER_ID, publicId: 'SF7K3M9QXA', amount: 10671768, ...answer });
    },
  };
}

const approved = { status: 'success', transactionId: 'txn_4242', message: 'Payment successful', brand: 'Visa', last4: '4242' };
const declined = { status: 'failed', transactionId: 'txn_0002', message: 'Your card was declined', brand: 'Visa', last4: '0002' };

async function fillCard(user: ReturnType<typeof renderCheckout>['user'], cardNumber: string) {
  await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
  await user.clear(screen.getByLabelText(/^Card Number/));
  await user.type(screen.getByLabelText(/^Card Number/), cardNumber);
  await user.clear(screen.getByLabelText(/^Expiry Date/));
  await user.type(screen.getByLabelText(/^Expiry Date/), '12/99');
  await user.clear(screen.getByLabelText(/^CVV/));
  await user.type(screen.getByLabelText(/^CVV/), '123');
  await user.clear(screen.getByLabelText(/^Cardholder Name/));
  await user.type(screen.getByLabelText(/^Cardholder Name/), 'Wanjiru Kamau');
}

describe('checkout: card and PayPal', () => {
  it('pays the placed order by card and goes to the confirmation with the transaction id', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock, router } = renderCheckout({ '/api/payments': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await quoted();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(bodiesOf(fetchMock, `/api/payments/${ORDER_ID}/pay`)).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/api/orders')).toEqual([expect.objectContaining({ paymentMethod: 'card' })]);
    expect(bodiesOf(fetchMock, `/api/payments/${ORDER_ID}/pay`)[0]).toEqual({
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/99',
      cvv: '123',
      cardName: 'Wanjiru Kamau',
    });

    answer(jsonResponse({ ...approved, orderId: ORDER_ID, publicId: 'SF7K3M9QXA', amount: 10671768 }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(carried()).toEqual({ paymentMethod: 'card', total: 106717.68, paymentStatus: 'Paid', transactionId: 'txn_4242' });
    expect(screen.getByText('Payment successful!')).toBeInTheDocument();
    expect(window.localStorage.getItem('cart')).toBe('[]');
    expect(window.sessionStorage.getItem('pendingOrder')).toBeNull();
  });

  it('shows a declined card’s reason, then pays the same order with another card', async () => {
    const { user, fetchMock, router } = renderCheckout(paymentsApi(declined, approved));
    await quoted();
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const failed = await screen.findByRole('alert', { name: 'Payment Failed' });
    expect(failed).toHaveTextContent('Your card was declined');
    expect(within(failed).getByTestId('payment-reference')).toHaveTextContent('txn_0002');
    expect(within(failed).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/checkout');

    await user.clear(screen.getByLabelText(/^Card Number/));
    await user.type(screen.getByLabelText(/^Card Number/), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(1);
    expect(bodiesOf(fetchMock, `/api/payments/${ORDER_ID}/pay`).map((body) => (body as { cardNumber: string }).cardNumber)).toEqual([
      '4000 0000 0000 0002',
      '4242424242424242',
    ]);
    expect(carried()).toMatchObject({ paymentMethod: 'card', transactionId: 'txn_4242' });
  });

  it('shows the server’s card messages under the fields (400)', async () => {
    const { user } = renderCheckout(
      paymentsApi(jsonResponse({ error: 'validation_failed', message: 'Please check the form', fields: { expiryDate: 'Card has expired', cvv: 'Invalid CVV' } }, { status: 400 })),
    );
    await quoted();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Card has expired')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Expiry Date/)).toHaveAccessibleDescription(/Card has expired/);
    expect(screen.getByLabelText(/^CVV/)).toHaveAccessibleDescription('Invalid CVV');
    expect(screen.queryByRole('alert', { name: 'Payment Failed' })).not.toBeInTheDocument();
  });

  it('says why a payment could not be made at all (503)', async () => {
    const { user } = renderCheckout(
      paymentsApi(jsonResponse({ error: 'payment_unavailable', message: 'Payment provider unavailable - please try again later' }, { status: 503 })),
    );
    await quoted();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment provider unavailable - please try again later')).toBeInTheDocument();
  });

  it('pays with PayPal, and pays the same order again after a decline', async () => {
    const { user, fetchMock, router } = renderCheckout(
      paymentsApi({ status: 'failed', transactionId: 'pp_1', message: 'PayPal declined the payment' }, { status: 'success', transactionId: 'pp_2', message: 'Payment successful' }),
    );
    await quoted();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.clear(screen.getByLabelText(/^PayPal Email/));
    await user.type(screen.getByLabelText(/^PayPal Email/), 'decline@example.com');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert', { name: 'Payment Failed' })).toHaveTextContent('PayPal declined the payment');

    await user.clear(screen.getByLabelText(/^PayPal Email/));
    await user.type(screen.getByLabelText(/^PayPal Email/), 'wanjiru@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `/api/payments/${ORDER_ID}/pay`)).toEqual([
      { method: 'paypal', paypalEmail: 'decline@example.com' },
      { method: 'paypal', paypalEmail: 'wanjiru@example.co.ke' },
    ]);
    expect(bodiesOf(fetchMock, '/api/orders')).toEqual([expect.objectContaining({ paymentMethod: 'paypal' })]);
    expect(router.state.location.pathname).toBe('/order-confirmation/SF7K3M9QXA');
    expect(carried()).toEqual({ paymentMethod: 'paypal', total: 106717.68, paymentStatus: 'Paid', transactionId: 'pp_2' });
  });

  it('pays the order M-Pesa could not, by card, without placing another', async () => {
    const { user, fetchMock } = renderCheckout({ ...mpesa([cancelled]), ...paymentsApi(approved) });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    await elapse(MPESA_POLL_INTERVAL_MS);
    await screen.findByRole('alert', { name: 'Payment Failed' });

    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(1);
    expect(carried()).toMatchObject({ paymentMethod: 'card', transactionId: 'txn_4242' });
  });

  it('counts the stock its own unpaid order holds as available, and pays that order by card', async () => {
    let reserved = false;
    const { user, fetchMock, orders } = renderCheckout({
      ...mpesa([cancelled]),
      ...paymentsApi(approved),
      '/api/orders/quote': () => jsonResponse({ ...onlineQuote, items: onlineQuote.items.map((line) => ({ ...line, available: reserved ? 0 : 12 })) }),
    });
    await quoted();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('status', { name: 'Waiting for Payment' });
    reserved = orders.size > 0;
    await elapse(MPESA_POLL_INTERVAL_MS);
    await screen.findByRole('alert', { name: 'Payment Failed' });

    await fillCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/orders/quote').length).toBeGreaterThan(1));
    await quoted();
    expect(screen.queryByText(/out of stock|left in stock/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders')).toHaveLength(1);
  });
});
