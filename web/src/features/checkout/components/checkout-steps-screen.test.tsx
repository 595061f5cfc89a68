import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser } from '@/testing/auth-fixtures';
import { makeOrderAnswer } from '@/testing/make-order';
import { jsonResponse } from '@/testing/test-utils';
import { PHONE_QUERY } from '@/lib/use-phone';

import { renderCheckout } from '../testing/render-checkout';

/** A shopper who saved no address in the profile, and whose last order went to Mombasa. */
const shopper = makeUser({ address: '', city: '', state: '', zipCode: '' });
const pastOrders = () =>
  jsonResponse([makeOrderAnswer({ street: 'Nyali Road 4', city: 'Mombasa', county: 'Mombasa', postal_code: '80100' })]);

function bar() {
  return screen.getByRole('region', { name: 'Checkout total' });
}

describe('checkout on a phone, one step at a time', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes address, delivery, payment with the last order’s address filled in and the total in a sticky bar', async () => {
    const { user } = renderCheckout({ '/api/orders/user': pastOrders }, { user: shopper });
    const steps = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(steps).getByText('Address').closest('li')).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue('Nyali Road 4'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Mombasa');
    expect(screen.getByLabelText(/^County/)).toHaveValue('Mombasa');
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue('80100');
    expect(screen.queryByRole('group', { name: 'Payment Method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await within(bar()).findByText('KSh 106,717.68');

    await user.click(within(bar()).getByRole('button', { name: 'Continue to Delivery' }));
    expect(within(steps).getByText('Delivery').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByLabelText(/^Address/)).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('Nyali Road 4, Mombasa, Mombasa, 80100');

    await user.click(within(bar()).getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('group', { name: 'Payment Method' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await within(bar()).findByText('KSh 106,817.68');
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Place Order' })).toBeEnabled());
    await user.click(within(bar()).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
  });

  it('stays on a step whose fields are wrong, with their messages, and goes back from the step list', async () => {
    const { user } = renderCheckout({}, { user: shopper });
    await user.click(within(bar()).getByRole('button', { name: 'Continue to Delivery' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveFocus();
    expect(screen.queryByTestId('delivery-address')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Address/), '12 Moi Avenue');
    await user.type(screen.getByLabelText(/^City/), 'Nairobi');
    await user.selectOptions(screen.getByLabelText(/^County/), 'Nairobi');
    await user.type(screen.getByLabelText(/^Postal Code/), '00100');
    await user.click(within(bar()).getByRole('button', { name: 'Continue to Delivery' }));
    await user.click(within(bar()).getByRole('button', { name: 'Continue to Payment' }));
    await user.click(screen.getByRole('button', { name: /Address/ }));
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 Moi Avenue');
  });

  it('opens the address step when the server refuses one of its fields', async () => {
    const { user } = renderCheckout({
      '/api/orders': () =>
        jsonResponse({ error: 'validation_failed', message: 'Please check the form', fields: { zipCode: 'Postal code is required' } }, { status: 400 }),
    });
    await user.click(within(bar()).getByRole('button', { name: 'Continue to Delivery' }));
    await user.click(within(bar()).getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Place Order' })).toBeEnabled());
    await user.click(within(bar()).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Postal code is required')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByText('Address').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByLabelText(/^Postal Code/)).toHaveFocus();
  });
});
