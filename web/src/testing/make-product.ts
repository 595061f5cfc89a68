import type { Product, ProductDetail, ProductList } from '@/types/product';

/** A valid product as the gateway returns it, with `overrides` applied. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const price = overrides.price ?? 45999;
  const original = overrides.original_price !== undefined ? overrides.original_price : null;
  return {
    id: 1,
    name: 'Nairobi 3-Seater Linen Sofa',
    description: 'A deep, comfortable sofa in washable linen.',
    price,
    original_price: original,
    originalPrice: original,
    images: ['/media/demo/sofa-grey-1.svg', '/media/demo/sofa-grey-2.svg'],
    imageAlts: ['', ''],
    category: 'Living Room - Sofas',
    categorySlug: 'living-room',
    subcategory: 'Sofas',
    subcategorySlug: 'living-room-sofas',
    material: 'Linen',
    color: 'Grey',
    dimensions: '220 x 90 x 85 cm',
    weight: 45.5,
    brand: 'Samani Home',
    assemblyRequired: false,
    stock: 12,
    rating: 4.5,
    reviews: 120,
    featured: false,
    badge: null,
    freeDelivery: true,
    expressDelivery: false,
    onSale: original !== null && original > price,
    tags: ['sofa'],
    createdAt: '2026-11-01T10:00:00Z',
    status: 'live',
    itemClass: '56101502',
    ...overrides,
  };
}

export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...makeProduct(overrides), relatedProducts: overrides.relatedProducts ?? [] };
}

export function makeProductList(products: Product[], pagination: Partial<ProductList['pagination']> = {}): ProductList {
  return {
    products,
    pagination: { page: 1, limit: 20, total: products.length, totalPages: products.length > 0 ? 1 : 0, ...pagination },
  };
}
