import { CartIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * The Orders tab. Order history lives on My Orders (/orders); until orders are listed here
 * too, the tab says so instead of claiming there are none.
 */
export function AccountOrders() {
  return (
    <EmptyState
      headingLevel="h2"
      icon={<CartIcon size={28} />}
      title="Your orders are on My Orders"
      description="See every order you have placed, its status and delivery details on the My Orders page. Haven't ordered yet? Our catalogue is a good place to start."
      actions={
        <>
          <ButtonLink to="/orders">View My Orders</ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            Browse Products
          </ButtonLink>
        </>
      }
    />
  );
}
