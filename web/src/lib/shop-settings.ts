import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from './api-contract';
import { formatKsh } from './format';

/**
 * The shop's business settings (DECISIONS.md, "Business settings"): the delivery fee, the
 * free-delivery threshold, the COD fee, the VAT rate (percent) and the shop's contact details,
 * as an admin set them on /admin/settings. Every screen that states one reads it from here,
 * never from a constant.
 */
export type ShopSettings = Schemas['SettingsJson'];

export const shopSettingsKeys = {
  all: ['shop-settings'] as const,
};

/** `GET /api/settings` (anyone). */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return getDocumented('/api/settings', { signal });
}

export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: shopSettingsKeys.all,
    queryFn: ({ signal }) => getShopSettings(signal),
    // They change rarely; a saved change invalidates them in this browser at once.
    staleTime: 5 * 60 * 1000,
  });
}

/** The settings; `data` is undefined while they load or when they cannot. */
export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}

/** An amount of the settings, or '…' while it is not known (never a guessed figure). */
export function settingKsh(amount: number | undefined): string {
  return amount === undefined ? '…' : formatKsh(amount);
}

/** '16%' (or '14.5%'), or '…' while unknown. */
export function settingPercent(rate: number | undefined): string {
  return rate === undefined ? '…' : `${rate}%`;
}

/** 'tel:+254712345678' for a typed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The settings' figures as text a sentence quotes ('KSh 500', '16%'); '…' while unknown. */
export type ShopFigures = {
  deliveryFee: string;
  freeDeliveryThreshold: string;
  codFee: string;
  vatRate: string;
  /** How prices and VAT are shown (the `pricesIncludeVat` setting), as one sentence. */
  vatSentence: string;
};

export function shopFigures(settings: ShopSettings | undefined): ShopFigures {
  return {
    deliveryFee: settingKsh(settings?.deliveryFee),
    freeDeliveryThreshold: settingKsh(settings?.freeDeliveryThreshold),
    codFee: settingKsh(settings?.codFee),
    vatRate: settingPercent(settings?.vatRate),
    vatSentence: vatSentence(settings),
  };
}

/** What the shop's prices mean for VAT, as content quotes it; '…' while unknown. */
function vatSentence(settings: ShopSettings | undefined): string {
  if (!settings) return '…';
  const rate = settingPercent(settings.vatRate);
  return settings.pricesIncludeVat
    ? `Every price shown includes ${rate} VAT; the receipt and the invoice show the VAT part.`
    : `Prices are shown before VAT: ${rate} VAT is added to the subtotal at checkout and shown on its own line.`;
}

/** The figures of the current settings, for content that quotes them. */
export function useShopFigures(): ShopFigures {
  return shopFigures(useShopSettings().data);
}
