import { useRef } from 'react';
import { useNavigate } from 'react-router';

import { AlertIcon, CartIcon } from '@/components/icons';
import { SummaryLayout } from '@/components/summary-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/redirects';
import { useCart } from '@/features/cart/cart-provider';
import { CartLine } from '@/features/cart/components/cart-line';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { PromoCodeBox } from '@/features/checkout/components/promo-code-box';
import { CartDelivery } from '@/features/checkout/components/cart-delivery';
import { useCartQuote } from '@/features/checkout/hooks/use-cart-quote';
import { stockIssueMessage } from '@/features/checkout/stock-issues';
import { ContentPage } from '@/components/content-page';
import { StickyTotalBar } from '@/components/sticky-total-bar';
import { useInView } from '@/lib/use-in-view';
import { usePhone } from '@/lib/use-phone';

import styles from './cart.module.css';

const LOGIN_TO_CHECKOUT_MESSAGE = 'Please login to proceed to checkout';

const CHECKOUT_AFTER_LOGIN: LoginRedirectState = { from: { pathname: '/checkout', search: '', hash: '' } };

/** /cart (customer-side.md section 2, "Cart"): the lines, and the server's totals for them. */
export default function CartRoute() {
  const cart = useCart();
  const { isAuthenticated } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { query, quote, issues } = useCartQuote();
  const phone = usePhone();
  const checkoutButton = useRef<HTMLDivElement>(null);
  // On a phone, the total and Checkout stay at hand while the summary's button is off screen.
  const checkoutInView = useInView(checkoutButton, phone && cart.items.length > 0);

  if (cart.items.length === 0) {
    return (
      <ContentPage title="Shopping Cart" narrow={false}>
        <EmptyState
          icon={<CartIcon size={28} />}
          title="Your cart is empty"
          description="Looks like you haven't added anything yet. Browse our furniture and find something you love."
          actions={<ButtonLink to="/products">Start Shopping</ButtonLink>}
        />
      </ContentPage>
    );
  }

  function proceedToCheckout() {
    if (isAuthenticated) {
      void navigate('/checkout');
      return;
    }
    toast({ type: 'info', message: LOGIN_TO_CHECKOUT_MESSAGE });
    void navigate('/login', { state: CHECKOUT_AFTER_LOGIN });
  }

  const quotedLines = new Map(quote?.items.map((line) => [line.product_id, line]));

  return (
    <ContentPage
      title="Shopping Cart"
      narrow={false}
      intro={`${cart.count} ${cart.count === 1 ? 'item' : 'items'} in your cart`}
    >
      <SummaryLayout
        summary={
          <OrderSummary
            quote={quote}
            isLoading={query.isLoading}
            isStale={query.isPlaceholderData}
            isError={query.isError}
            onRetry={() => void query.refetch()}
          >
            <CartDelivery quote={quote} />
            <PromoCodeBox />
            {issues.size > 0 && (
              <p className={styles.notice} role="alert">
                <AlertIcon size={18} /> Some items in your cart need your attention before you check out.
              </p>
            )}
            <div ref={checkoutButton}>
              <Button size="lg" fullWidth onClick={proceedToCheckout}>
                Proceed to Checkout
              </Button>
            </div>
          </OrderSummary>
        }
      >
        <section aria-label="Cart items">
          <ul className={styles.lines}>
            {cart.items.map((item) => {
              const line = quotedLines.get(item.id);
              const issue = issues.get(item.id);
              return (
                <CartLine
                  key={item.id}
                  item={item}
                  quoted={
                    line && line.quantity === item.quantity
                      ? { price: line.price, lineTotal: line.line_total, available: line.available }
                      : undefined
                  }
                  warning={issue ? stockIssueMessage(issue) : undefined}
                  onQuantityChange={(quantity) => cart.setQuantity(item.id, quantity)}
                  onRemove={() => cart.remove(item.id)}
                />
              );
            })}
          </ul>
        </section>
        <div className={styles.lineActions}>
          <ButtonLink to="/" variant="secondary">
            Continue Shopping
          </ButtonLink>
          <Button variant="ghost" onClick={() => cart.clear()} className={styles.danger}>
            Clear Cart
          </Button>
        </div>
      </SummaryLayout>
      {phone && checkoutInView === false && (
        <StickyTotalBar
          label="Cart total"
          total={quote?.total_amount}
          detail={`${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
          action={<Button onClick={proceedToCheckout}>Checkout</Button>}
        />
      )}
    </ContentPage>
  );
}
