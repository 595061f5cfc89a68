import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';

/** /checkout (signed in). */
export default function CheckoutRoute() {
  return <CheckoutScreen />;
}
