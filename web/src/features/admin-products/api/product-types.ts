/**
 * The product management screen's state: the query it asks `GET /admin/products` for (and
 * `GET /admin/products/export.csv`, without page and limit). The request and answer types of
 * the catalogue and media routes are the document's (`Schemas['ProductForm']`, `ProductPage`,
 * `ProductStats`, `Deleted`, `BulkDeleteForm`, `BulkDeleted`, `UploadSignatureJson`,
 * `UploadedImageJson`, `VariantJson`), used where the calls are made.
 */
import type { Conforms, QueryParamsFor } from '@/lib/api-contract';

type ListQuery = QueryParamsFor<'/admin/products', 'get'>;
type DocumentedSort = NonNullable<ListQuery['sort']>;

/**
 * The listing's sorts. The document gives `sort` as a string (its description names these
 * five, no enum), so the list is the screen's, checked against the parameter's type.
 */
export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'category', 'newest'] as const satisfies readonly DocumentedSort[];
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** `asc` or `desc` (the document's `order` is a string naming these two). */
export const SORT_ORDERS = ['asc', 'desc'] as const satisfies readonly NonNullable<ListQuery['order']>[];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The screen's `GET /admin/products` query: the documented parameters, every one set. */
export type AdminProductQuery = Conforms<
  {
    page: number;
    /** Default 12, at most 100. */
    limit: number;
    /** Name, description or category, case-insensitive. */
    search: string;
    /** A category display name or slug; '' for all. */
    category: string;
    sort: AdminProductSort;
    order: SortOrder;
    /** live, draft or hidden; '' for all. */
    status: string;
  },
  ListQuery
>;

export type AdminProductFilter = Omit<AdminProductQuery, 'page' | 'limit'>;
