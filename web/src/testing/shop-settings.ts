import type { ShopSettings } from '@/lib/shop-settings';

/** A `GET /api/settings` answer (the shop's defaults), with `overrides` applied. */
export function makeShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    deliveryFee: 500,
    freeDeliveryThreshold: 50000,
    codFee: 100,
    vatRate: 16,
    pricesIncludeVat: true,
    contact: {
      name: 'Samani Furniture',
      phone: '+254 712 345 678',
      email: 'sales@samanifurniture.co.ke',
      address: 'Samani House, Ground Floor, Ngong Road, Kilimani, Nairobi, P.O. Box 10234-00100',
      kraPin: 'P000000000X',
    },
    ...overrides,
  };
}
