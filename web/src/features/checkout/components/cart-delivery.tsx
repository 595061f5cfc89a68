import { useEffect, useRef } from 'react';

import { CountyPicker, DeliveryOptions } from '@/components/delivery/delivery-options';
import { KENYA_COUNTIES } from '@/config/counties';
import { setDeliveryAsk, useDeliveryAsk } from '@/lib/delivery';

import type { Quote } from '../types';

type CartDeliveryProps = {
  quote: Quote | undefined;
  /** At checkout: the shipping form's county, which the delivery follows (no picker of its own). */
  county?: string;
  /** At checkout: fills an empty shipping county with the one chosen before (product page, cart). */
  onCounty?: (county: string) => void;
  disabled?: boolean;
};

/**
 * The cart's and checkout's delivery: the county (the cart's own picker; at checkout the
 * shipping form's) and the choices the server quoted for it, standard, express where offered
 * and the pickup points, each with its fee and dates. The choice is remembered for the order.
 */
export function CartDelivery({ quote, county, onCounty, disabled = false }: CartDeliveryProps) {
  const ask = useDeliveryAsk();
  const followsForm = county !== undefined;

  // At checkout the shipping county is the delivery county: an empty one takes the remembered
  // once, when the checkout opens (a county the shopper then clears stays cleared).
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    if (followsForm && !county && ask.state) onCounty?.(ask.state);
  }, [followsForm, county, ask.state, onCounty]);
  useEffect(() => {
    if (!followsForm || !county || county === ask.state) return;
    if ((KENYA_COUNTIES as readonly string[]).includes(county)) setDeliveryAsk({ state: county });
  }, [followsForm, county, ask.state]);

  return (
    <div data-testid={followsForm ? 'checkout-delivery' : 'cart-delivery'}>
      {!followsForm && <CountyPicker id="cart-county" value={ask.state} onChange={(state) => setDeliveryAsk({ state })} />}
      {quote && ask.state && (!followsForm || county === ask.state) && (
        <DeliveryOptions
          id={followsForm ? 'checkout' : 'cart'}
          options={quote.delivery_options}
          ask={ask}
          onChoose={setDeliveryAsk}
          disabled={disabled}
        />
      )}
    </div>
  );
}
