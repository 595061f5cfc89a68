/**
 * Request and response types of the issue-14 admin catalogue and media routes, mirroring the
 * issue's REST contract field for field. They are not in docs/openapi.json yet (the gateway
 * routes are built on other branches): once merged and `npm run gen:api` has run, each becomes
 * the generated type and this module goes away. The gateway's schema names: ProductBody ->
 * `Schemas['ProductForm']`, DeleteProductResult -> `Deleted`, BulkDeleteBody -> `BulkDeleteForm`,
 * BulkDeleteResult -> `BulkDeleted`, AdminProductList -> `ProductPage`, ProductStats ->
 * `ProductStats`, UploadSignature -> `UploadSignatureJson`, UploadedImage -> `UploadedImageJson`,
 * ImageVariant -> `VariantJson` (the query types stay: they are the screen's state).
 */
import type { Pagination, Product } from '@/features/products/types';

/** `POST /products` and `PUT /products/{id}` body, as the admin form sends it. */
export type ProductBody = {
  name: string;
  description: string;
  price: number;
  original_price: number | null;
  /** 'Living Room - Sofas' when a subcategory is chosen, else 'Living Room' (display names). */
  category: string;
  subcategory?: string;
  stock: number;
  images: string[];
  featured: boolean;
  onSale: boolean;
  tags: string[];
  dimensions: string;
  material: string;
  color: string;
  /** Kilograms; null when unknown. */
  weight: number | null;
  brand: string;
};

/** `DELETE /products/{id}` -> 200. */
export type DeleteProductResult = { id: number; deleted: true };

/** `POST /admin/products/bulk-delete` body: 1 to 100 ids. */
export type BulkDeleteBody = { ids: number[] };
/** `POST /admin/products/bulk-delete` -> 200. */
export type BulkDeleteResult = { deleted: number };

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'category', 'newest'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** `GET /admin/products` query (`export.csv` takes the same, without page and limit). */
export type AdminProductQuery = {
  page: number;
  /** Default 12, at most 100. */
  limit: number;
  /** Name, description or category, case-insensitive. */
  search: string;
  /** A category display name or slug; '' for all. */
  category: string;
  sort: AdminProductSort;
  order: SortOrder;
};

export type AdminProductFilter = Omit<AdminProductQuery, 'page' | 'limit'>;

/** `GET /admin/products` -> 200. */
export type AdminProductList = { products: Product[]; pagination: Pagination };

/** `GET /admin/products/stats` -> 200, over the whole catalogue. */
export type ProductStats = {
  totalProducts: number;
  /** KSh: the sum of price x stock. */
  totalValue: number;
  /** Products with 1 to 5 in stock. */
  lowStock: number;
  outOfStock: number;
  featured: number;
};

/** `GET /api/generate-signature` -> 200 (admin). */
export type UploadSignature = {
  apiKey: string;
  /** Unix seconds. */
  timestamp: number;
  /** Hex HMAC-SHA256 over `folder=...&timestamp=...`; valid for an hour. */
  signature: string;
  folder: string;
};

export type ImageVariant = { width: number; url: string };

/** `POST /api/upload` (multipart: image, api_key, timestamp, signature, folder) -> 201. */
export type UploadedImage = {
  /** `/media/i/{publicId}`. */
  imageUrl: string;
  publicId: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp';
  bytes: number;
  variants: ImageVariant[];
};
