import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

import type { Order } from '@/types/order';

import { useOrderCart } from '../order-cart';

/** 'Reorder' on a delivered order: its products go back in the cart, in the same quantities. */
export function ReorderButton({ order }: { order: Pick<Order, 'public_id' | 'items'> }) {
  const cart = useOrderCart();
  const { toast } = useToast();
  const lines = order.items;

  function reorder() {
    for (const item of lines) {
      cart.add(
        { id: item.product_id, name: item.product_name, price: item.price, image: item.image, category: item.category },
        item.quantity,
        { notify: false },
      );
    }
    const count = lines.reduce((sum, item) => sum + item.quantity, 0);
    toast({
      type: 'cart',
      message: `Added ${count} ${count === 1 ? 'item' : 'items'} from order ${order.public_id} to your cart`,
    });
  }

  return (
    <Button variant="secondary" size="sm" onClick={reorder} disabled={lines.length === 0}>
      Reorder
    </Button>
  );
}
