/** A product exactly as the gateway returns it (docs/web-contract.md, "Product"). */
export type ProductBadge = 'SALE' | 'NEW' | 'BESTSELLER';

export type Product = {
  id: number;
  name: string;
  description: string;
  /** KSh, may carry cents (e.g. 1299.5). */
  price: number;
  original_price: number | null;
  /** Same value as `original_price`, for the search-page variant. */
  originalPrice: number | null;
  images: string[];
  /** 'Category - Subcategory', e.g. 'Living Room - Sofas'. */
  category: string;
  categorySlug: string;
  subcategory: string | null;
  subcategorySlug: string | null;
  material: string | null;
  color: string | null;
  dimensions: string | null;
  /** Kilograms. */
  weight: number | null;
  brand: string | null;
  assemblyRequired: boolean;
  /** Units in stock; null when unknown. */
  stock: number | null;
  /** 0..5, one decimal. */
  rating: number | null;
  reviews: number;
  featured: boolean;
  badge: ProductBadge | (string & {}) | null;
  freeDelivery: boolean;
  expressDelivery: boolean;
  /** True when original_price > price. */
  onSale: boolean;
  tags: string[];
  createdAt: string;
};

export type ProductDetail = Product & { relatedProducts: Product[] };

export type Pagination = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
};

export type ProductList = { products: Product[]; pagination: Pagination };

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Query of `GET /products`; every field optional, absent means "not filtered". */
export type ProductListParams = {
  page?: number;
  limit?: number;
  sort?: ProductSort;
  search?: string;
  /** A category slug (`living-room`) or a subcategory slug (`living-room-sofas`). */
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  onSale?: boolean;
  tags?: string[];
};

/** Query of `GET /products/category/{category}`. */
export type CategoryProductsParams = Omit<ProductListParams, 'search' | 'category' | 'tags'>;

export type PriceRange = { min: number; max: number };
