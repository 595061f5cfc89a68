import { z } from 'zod';

import type { Product } from '@/types/product';
import type { Conforms, Schemas } from '@/lib/api-contract';

export const PRODUCT_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const FIELD_REQUIRED = 'This field is required.';

/** The admin product form as typed (admin-side.md sections 2 and 5): text, except the two checkboxes. */
export type ProductFormValues = {
  name: string;
  brand: string;
  price: string;
  originalPrice: string;
  stock: string;
  category: string;
  subcategory: string;
  description: string;
  dimensions: string;
  material: string;
  color: string;
  weight: string;
  featured: boolean;
  onSale: boolean;
  /** Comma-separated URLs; the first is the main picture. */
  images: string;
  /** Alt text by picture URL, so it follows its picture when the list is reordered. */
  imageAlts: Record<string, string>;
  /** Comma-separated tags. */
  tags: string;
  /** live, draft or hidden. */
  status: ProductStatus;
  /** KRA item classification code; '' for the category's default (the server's table). */
  itemClass: string;
};

/** Where a product is: in the shop, being prepared, or taken off the shop. */
export const PRODUCT_STATUSES = ['live', 'draft', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const STATUS_LABELS: Record<ProductStatus, string> = { live: 'Live', draft: 'Draft', hidden: 'Hidden' };

export function productStatusOf(product: Pick<Product, 'status'>): ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(product.status) ? (product.status as ProductStatus) : 'live';
}

export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  brand: '',
  price: '',
  originalPrice: '',
  stock: '',
  category: '',
  subcategory: '',
  description: '',
  dimensions: '',
  material: '',
  color: '',
  weight: '',
  featured: false,
  onSale: false,
  images: '',
  imageAlts: {},
  tags: '',
  status: 'live',
  itemClass: '',
};

export type ProductFormTab = 'basic' | 'details' | 'media';

/** Which tab holds each field, to open the tab of the first message. */
export const TAB_OF_FIELD: Record<ProductFormField, ProductFormTab> = {
  name: 'basic',
  brand: 'basic',
  price: 'basic',
  originalPrice: 'basic',
  stock: 'basic',
  category: 'basic',
  subcategory: 'basic',
  description: 'basic',
  dimensions: 'details',
  material: 'details',
  color: 'details',
  weight: 'details',
  featured: 'details',
  onSale: 'details',
  images: 'media',
  imageAlts: 'media',
  tags: 'media',
  status: 'basic',
  itemClass: 'details',
};

/** The image list with the picture at `from` moved to `to` (0 makes it the main picture). */
export function movedImage(images: string, from: number, to: number): string {
  const urls = splitList(images);
  if (from < 0 || from >= urls.length || to < 0 || to >= urls.length) return urls.join(', ');
  const [moved] = urls.splice(from, 1);
  urls.splice(to, 0, moved!);
  return urls.join(', ');
}

/** 'a, b,, c ' -> ['a', 'b', 'c']: split on commas, trimmed, empties dropped (section 5). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** 'Living Room - Sofas' -> ['Living Room', 'Sofas']; 'Decor' -> ['Decor', '']. */
export function splitCategory(category: string): [string, string] {
  const at = category.indexOf(' - ');
  if (at < 0) return [category.trim(), ''];
  return [category.slice(0, at).trim(), category.slice(at + 3).trim()];
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Edit: the form filled from a product, its category split on ' - ' (section 4). */
export function formValuesOf(product: Product): ProductFormValues {
  const [category, subcategory] = splitCategory(product.category);
  return {
    name: product.name,
    brand: product.brand ?? '',
    price: numberText(product.price),
    originalPrice: numberText(product.original_price),
    stock: numberText(product.stock),
    category,
    subcategory,
    description: product.description ?? '',
    dimensions: product.dimensions ?? '',
    material: product.material ?? '',
    color: product.color ?? '',
    weight: numberText(product.weight),
    featured: product.featured,
    onSale: product.onSale,
    images: product.images.join(', '),
    imageAlts: Object.fromEntries(product.images.map((url, index) => [url, product.imageAlts[index] ?? ''])),
    tags: product.tags.join(', '),
    status: productStatusOf(product),
    itemClass: product.itemClass,
  };
}

const REQUIRED = ['name', 'price', 'category', 'stock', 'description', 'images'] as const;

/**
 * The form's check before sending (section 5): name, price, category, stock, description and
 * at least one image, else 'Please fill in all required fields.'; price, original price and
 * weight as decimals, stock as a whole number. The server checks everything again (ranges, the taxonomy,
 * image URLs) and its per-field messages are shown under the fields.
 */
export const productFormSchema = z
  .object({
    name: z.string(),
    brand: z.string(),
    price: z.string(),
    originalPrice: z.string(),
    stock: z.string(),
    category: z.string(),
    subcategory: z.string(),
    description: z.string(),
    dimensions: z.string(),
    material: z.string(),
    color: z.string(),
    weight: z.string(),
    featured: z.boolean(),
    onSale: z.boolean(),
    images: z.string(),
    imageAlts: z.record(z.string(), z.string()),
    tags: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    itemClass: z.string(),
  })
  .superRefine((values, context) => {
    const missing = REQUIRED.filter((field) =>
      field === 'images' ? splitList(values.images).length === 0 : values[field].trim() === '',
    );
    if (missing.length > 0) {
      context.addIssue({ code: 'custom', message: PRODUCT_REQUIRED_MESSAGE, path: [] });
      for (const field of missing) context.addIssue({ code: 'custom', message: FIELD_REQUIRED, path: [field] });
    }
    if (values.price.trim() !== '' && !Number.isFinite(Number.parseFloat(values.price))) {
      context.addIssue({ code: 'custom', message: 'Price must be a number.', path: ['price'] });
    }
    if (values.originalPrice.trim() !== '' && !Number.isFinite(Number.parseFloat(values.originalPrice))) {
      context.addIssue({ code: 'custom', message: 'Original price must be a number.', path: ['originalPrice'] });
    }
    if (values.weight.trim() !== '' && !Number.isFinite(Number(values.weight.trim()))) {
      context.addIssue({ code: 'custom', message: 'Weight must be a number of kilograms.', path: ['weight'] });
    }
    if (values.stock.trim() !== '' && !/^\s*\d+\s*$/.test(values.stock)) {
      context.addIssue({ code: 'custom', message: 'Stock must be a whole number.', path: ['stock'] });
    }
  })
  .transform((values) => {
    const weight = values.weight.trim();
    const category = values.category.trim();
    const subcategory = values.subcategory.trim();
    return {
      name: values.name.trim(),
      description: values.description.trim(),
      price: Number.parseFloat(values.price),
      original_price: values.originalPrice.trim() === '' ? null : Number.parseFloat(values.originalPrice),
      category: subcategory ? `${category} - ${subcategory}` : category,
      stock: Number.parseInt(values.stock, 10),
      images: splitList(values.images),
      imageAlts: splitList(values.images).map((url) => (values.imageAlts[url] ?? '').trim()),
      featured: values.featured,
      onSale: values.onSale,
      tags: splitList(values.tags),
      dimensions: values.dimensions.trim(),
      material: values.material.trim(),
      color: values.color.trim(),
      weight: weight === '' ? null : Number(weight),
      brand: values.brand.trim(),
      status: values.status,
      item_class: values.itemClass.trim(),
    };
  });

/**
 * `POST /products` and `PUT /products/{id}` body as the form sends it: the document's
 * `ProductForm`, every field set (`category` is 'Living Room - Sofas' when a subcategory is
 * chosen; `weight` in kilograms, null when unknown).
 */
export type ProductBody = Conforms<z.output<typeof productFormSchema>, Schemas['ProductForm']>;

const SERVER_FIELD_ALIASES: Record<string, ProductFormField> = {
  original_price: 'originalPrice',
  originalPrice: 'originalPrice',
  on_sale: 'onSale',
  onSale: 'onSale',
  item_class: 'itemClass',
};

/**
 * The form field a server `fields` key names: `images[2]` -> images, `product.original_price`
 * -> originalPrice; undefined for a key the form does not have.
 */
export function formFieldOfServer(key: string): ProductFormField | undefined {
  const last = key.split('.').pop() ?? key;
  const name = last.replace(/\[\d*\]$/, '');
  const alias = SERVER_FIELD_ALIASES[name];
  if (alias) return alias;
  return name in EMPTY_PRODUCT_FORM ? (name as ProductFormField) : undefined;
}
