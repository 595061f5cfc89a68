import { DiscountCodesScreen } from '@/features/admin-discounts/components/discount-codes-screen';

/** /admin/discount-codes (admin only). */
export default function AdminDiscountCodesRoute() {
  return <DiscountCodesScreen />;
}
