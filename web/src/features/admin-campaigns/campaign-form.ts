import { endsAtOf, startsAtOf } from '@/lib/admin/campaign-dates';
import { formatKsh } from '@/lib/format';

import type { AdminCampaign, CampaignForm } from './api/campaigns';

/** What the form holds, as typed: the server judges every value. */
export type Form = {
  name: string;
  slug: string;
  startDay: string;
  lastDay: string;
  ruleKind: 'category' | 'subcategory' | 'productIds';
  rule: string;
  priceKind: 'percentOff' | 'salePrice';
  price: string;
};

export const EMPTY_FORM: Form = {
  name: '',
  slug: '',
  startDay: '',
  lastDay: '',
  ruleKind: 'category',
  rule: '',
  priceKind: 'percentOff',
  price: '',
};

/** 'Festive Sale 2026' -> 'festive-sale-2026'. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function figure(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The body of `POST /api/admin/campaigns`; a blank first day starts the campaign now. */
export function toBody(form: Form): CampaignForm {
  const ids = form.rule
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return {
    name: form.name,
    slug: form.slug,
    startsAt: startsAtOf(form.startDay),
    endsAt: endsAtOf(form.lastDay),
    category: form.ruleKind === 'category' ? form.rule : null,
    subcategory: form.ruleKind === 'subcategory' ? form.rule : null,
    productIds: form.ruleKind === 'productIds' ? ids : null,
    percentOff: form.priceKind === 'percentOff' ? figure(form.price) : null,
    salePrice: form.priceKind === 'salePrice' ? figure(form.price) : null,
  };
}

/** '20% off' or 'KSh 39,999 each'. */
export function priceOf(c: AdminCampaign): string {
  if (c.percentOff) return `${c.percentOff}% off`;
  return c.salePrice ? `${formatKsh(c.salePrice)} each` : '';
}

/** 'Category living-room', 'Subcategory living-room-sofas' or 'Products 3, 7'. */
export function ruleOf(c: AdminCampaign): string {
  if (c.category) return `Category ${c.category}`;
  if (c.subcategory) return `Subcategory ${c.subcategory}`;
  return `Products ${c.productIds.join(', ')}`;
}
