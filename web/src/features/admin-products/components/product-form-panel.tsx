import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { useCategoryList } from '@/lib/categories/use-category-list';
import type { Product } from '@/types/product';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { useSchemaForm } from '@/lib/use-schema-form';

import { PRODUCT_ADDED_MESSAGE, PRODUCT_UPDATED_MESSAGE, SAVE_FAILED_MESSAGE, useSaveProduct } from '../api/save-product';
import {
  EMPTY_PRODUCT_FORM,
  formFieldOfServer,
  formValuesOf,
  PRODUCT_REQUIRED_MESSAGE,
  PRODUCT_STATUSES,
  productFormSchema,
  STATUS_LABELS,
  TAB_OF_FIELD,
  type ProductFormField,
  type ProductFormTab,
  type ProductFormValues,
  type ProductStatus,
} from '../product-form';
import { ImageUrlsField } from './image-urls-field';
import styles from './product-form-panel.module.css';

const TABS: { id: ProductFormTab; label: string }[] = [
  { id: 'basic', label: 'Basic Info' },
  { id: 'details', label: 'Details' },
  { id: 'media', label: 'Media & SEO' },
];

const FIELD_ORDER = Object.keys(EMPTY_PRODUCT_FORM) as ProductFormField[];

type ProductFormPanelProps = {
  /** The product being edited; null to add one. */
  product: Product | null;
  /** After a successful save: 'added' or 'updated'. */
  onSaved: (outcome: 'added' | 'updated') => void;
  onCancel: () => void;
};

/**
 * The add/edit form (admin-side.md sections 2, 4 and 5) in three tabs: Basic Info, Details and
 * Media & SEO. The browser checks the required fields; the server checks everything and its
 * messages appear under the fields they name (in whichever tab), clearing as the field is edited.
 * Mount it with a `key` per product so Edit starts from that product's values.
 */
export function ProductFormPanel({ product, onSaved, onCancel }: ProductFormPanelProps) {
  const idPrefix = useId().replace(/:/g, '');
  const fieldId = (field: ProductFormField) => `${idPrefix}-${field}`;
  const form = useSchemaForm(productFormSchema, product ? formValuesOf(product) : EMPTY_PRODUCT_FORM, { idPrefix });
  const { values, errors, formError, setField } = form;
  const [tab, setTab] = useState<ProductFormTab>('basic');
  const [focusRequest, setFocusRequest] = useState<{ field: ProductFormField } | null>(null);
  const tabRefs = useRef<Partial<Record<ProductFormTab, HTMLButtonElement | null>>>({});
  const save = useSaveProduct();
  const { toast } = useToast();
  const { categories } = useCategoryList();
  const isEdit = product !== null;

  const chosenCategory = categories.find((category) => category.name === values.category);
  const categoryOptions = categories.map((category) => ({ value: category.name, label: category.name }));
  // An edited product's category that the taxonomy no longer lists stays choosable, as it is.
  if (values.category && !chosenCategory) categoryOptions.push({ value: values.category, label: values.category });
  const subcategoryOptions = (chosenCategory?.subcategories ?? []).map((sub) => ({ value: sub.name, label: sub.name }));
  if (values.subcategory && !subcategoryOptions.some((option) => option.value === values.subcategory)) {
    subcategoryOptions.push({ value: values.subcategory, label: values.subcategory });
  }

  // Opens the tab of the first message, then moves focus to its field.
  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(`${idPrefix}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idPrefix]);

  function revealFirstError(fieldErrors: Partial<Record<ProductFormField, string>>) {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (!first) return;
    setTab(TAB_OF_FIELD[first]);
    setFocusRequest({ field: first });
  }

  function set<K extends ProductFormField>(field: K, value: ProductFormValues[K]) {
    setField(field, value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) {
      const parsed = productFormSchema.safeParse(values);
      const fieldErrors: Partial<Record<ProductFormField, string>> = {};
      let missing = false;
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0];
        if (typeof field === 'string') fieldErrors[field as ProductFormField] ??= issue.message;
        else missing = issue.message === PRODUCT_REQUIRED_MESSAGE;
      }
      if (missing) toast({ type: 'error', message: PRODUCT_REQUIRED_MESSAGE });
      revealFirstError(fieldErrors);
      return;
    }
    save.mutate(
      { id: product?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ type: 'success', message: isEdit ? PRODUCT_UPDATED_MESSAGE : PRODUCT_ADDED_MESSAGE });
          form.reset(EMPTY_PRODUCT_FORM);
          setTab('basic');
          onSaved(isEdit ? 'updated' : 'added');
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) {
            const rename = Object.fromEntries(Object.keys(error.fields).map((key) => [key, formFieldOfServer(key)]));
            form.showServerErrors(error, rename);
            const shown: Partial<Record<ProductFormField, string>> = {};
            for (const [key, message] of Object.entries(error.fields)) {
              const field = formFieldOfServer(key);
              if (field) shown[field] ??= message;
            }
            revealFirstError(shown);
            toast({ type: 'error', message: error.message });
            return;
          }
          // A refusal says why (a product deleted meanwhile, a lost admin role); anything else is the spec's text.
          const refusal = isApiError(error) && error.status >= 400 && error.status < 500 && error.body && typeof error.body === 'object';
          toast({ type: 'error', message: refusal ? error.message : SAVE_FAILED_MESSAGE });
        },
      },
    );
  }

  function cancel() {
    form.reset(EMPTY_PRODUCT_FORM);
    setTab('basic');
    onCancel();
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((entry) => entry.id === tab);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const id = TABS[next]!.id;
    setTab(id);
    tabRefs.current[id]?.focus();
  }

  const tabHasError = (id: ProductFormTab) => FIELD_ORDER.some((field) => errors[field] && TAB_OF_FIELD[field] === id);
  const serverMessage = save.error && isApiError(save.error) && Object.keys(save.error.fields).length > 0 ? save.error.message : null;
  const wholeFormMessage = formError ?? serverMessage;

  return (
    <Card as="section" className={styles.panel} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={styles.title}>
        {isEdit ? `Edit Product: ${product.name}` : 'Add New Product'}
      </h2>
      <form noValidate onSubmit={submit} aria-label={isEdit ? 'Edit product' : 'Add product'}>
        <div role="tablist" aria-label="Product form sections" className={styles.tabs} tabIndex={-1} onKeyDown={onTabKey}>
          {TABS.map((entry) => (
            <button
              key={entry.id}
              ref={(element) => {
                tabRefs.current[entry.id] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-${entry.id}-tab`}
              aria-controls={`${idPrefix}-${entry.id}-panel`}
              aria-selected={tab === entry.id}
              tabIndex={tab === entry.id ? 0 : -1}
              className={cx(styles.tab, tab === entry.id && styles.activeTab)}
              onClick={() => setTab(entry.id)}
            >
              {entry.label}
              {tabHasError(entry.id) && (
                <span className={styles.errorDot}>
                  <span className="visually-hidden"> (has errors)</span>
                </span>
              )}
            </button>
          ))}
        </div>

        {wholeFormMessage && (
          <p className={styles.formError} role="alert">
            {wholeFormMessage}
          </p>
        )}

        <div
          role="tabpanel"
          id={`${idPrefix}-basic-panel`}
          aria-labelledby={`${idPrefix}-basic-tab`}
          hidden={tab !== 'basic'}
          className={styles.grid}
        >
          <Input id={fieldId('name')} label="Product Name" required value={values.name} error={errors.name} onChange={(event) => set('name', event.target.value)} fieldClassName={styles.wide} />
          <Input id={fieldId('brand')} label="Brand" value={values.brand} error={errors.brand} onChange={(event) => set('brand', event.target.value)} />
          <Input id={fieldId('price')} label="Price (KSh)" required inputMode="decimal" value={values.price} error={errors.price} onChange={(event) => set('price', event.target.value)} />
          <Input id={fieldId('originalPrice')} label="Original Price (KSh)" inputMode="decimal" hint="Leave empty unless on sale" value={values.originalPrice} error={errors.originalPrice} onChange={(event) => set('originalPrice', event.target.value)} />
          <Input id={fieldId('stock')} label="Stock" required inputMode="numeric" value={values.stock} error={errors.stock} onChange={(event) => set('stock', event.target.value)} />
          <Select
            id={fieldId('category')}
            label="Category"
            required
            placeholder="Select a category"
            options={categoryOptions}
            value={values.category}
            error={errors.category}
            onChange={(event) => {
              set('category', event.target.value);
              // Choosing a category clears the subcategory (section 5).
              set('subcategory', '');
            }}
          />
          <Select
            id={fieldId('subcategory')}
            label="Subcategory"
            placeholder={values.category ? 'Select a subcategory' : 'Choose a category first'}
            options={subcategoryOptions}
            value={values.subcategory}
            error={errors.subcategory}
            disabled={!values.category}
            onChange={(event) => set('subcategory', event.target.value)}
          />
          <Select
            id={fieldId('status')}
            label="Status"
            hint="Only live products are in the shop; a draft is being prepared, a hidden one was taken off."
            options={PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            value={values.status}
            error={errors.status}
            onChange={(event) => set('status', event.target.value as ProductStatus)}
          />
          <Textarea id={fieldId('description')} label="Description" required rows={4} value={values.description} error={errors.description} onChange={(event) => set('description', event.target.value)} fieldClassName={styles.wide} />
        </div>

        <div
          role="tabpanel"
          id={`${idPrefix}-details-panel`}
          aria-labelledby={`${idPrefix}-details-tab`}
          hidden={tab !== 'details'}
          className={styles.grid}
        >
          <Input id={fieldId('dimensions')} label="Dimensions" placeholder="220 x 90 x 85 cm" value={values.dimensions} error={errors.dimensions} onChange={(event) => set('dimensions', event.target.value)} />
          <Input id={fieldId('material')} label="Material" value={values.material} error={errors.material} onChange={(event) => set('material', event.target.value)} />
          <Input id={fieldId('color')} label="Color" value={values.color} error={errors.color} onChange={(event) => set('color', event.target.value)} />
          <Input id={fieldId('weight')} label="Weight (kg)" inputMode="decimal" value={values.weight} error={errors.weight} onChange={(event) => set('weight', event.target.value)} />
          <Input
            id={fieldId('itemClass')}
            label="KRA Item Class"
            inputMode="numeric"
            placeholder="Empty: the category's default"
            hint="The KRA item classification code eTIMS registers this product under (8 to 10 digits)."
            value={values.itemClass}
            error={errors.itemClass}
            onChange={(event) => set('itemClass', event.target.value)}
          />
          <div className={cx(styles.wide, styles.checks)}>
            <Checkbox id={fieldId('featured')} label="Featured Product" checked={values.featured} error={errors.featured} onChange={(event) => set('featured', event.target.checked)} />
            <Checkbox id={fieldId('onSale')} label="On Sale" checked={values.onSale} error={errors.onSale} onChange={(event) => set('onSale', event.target.checked)} />
          </div>
        </div>

        <div
          role="tabpanel"
          id={`${idPrefix}-media-panel`}
          aria-labelledby={`${idPrefix}-media-tab`}
          hidden={tab !== 'media'}
          className={styles.stack}
        >
          <ImageUrlsField
            id={fieldId('images')}
            value={values.images}
            error={errors.images}
            onChange={(next) => set('images', next)}
            alts={values.imageAlts}
            altsError={errors.imageAlts}
            onAltsChange={(next) => set('imageAlts', next)}
          />
          <Input id={fieldId('tags')} label="Tags" hint="Separate tags with commas" placeholder="sofa, linen, grey" value={values.tags} error={errors.tags} onChange={(event) => set('tags', event.target.value)} />
        </div>

        <div className={styles.footer}>
          <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} loadingLabel="Saving product" disabled={!values.category}>
            {isEdit ? 'Update Product' : 'Add Product'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
