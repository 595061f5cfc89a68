import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

import { KENYA_COUNTIES } from '@/config/counties';

import { getDocumented, postDocumented, type Schemas } from './api-contract';
import { formatKsh } from './format';

/**
 * Delivery and pickup by county (docs/decisions.md, "Delivery and pickup by county (issue 24,
 * part 4)"): the shopper's county and chosen way of delivery, remembered in this browser (the
 * product page, the cart and the checkout share them), the zones and pickup points as the shop
 * set them, and the words every screen uses for a choice's fee and window. The server computes
 * every fee and date (`POST /api/orders/quote` with `state`); nothing here guesses one.
 */
export type DeliveryChoice = Schemas['DeliveryChoiceJson'];
export type DeliverySettings = Schemas['DeliverySettingsJson'];
export type DeliveryMethod = 'standard' | 'express' | 'pickup';

/** A choice inside an error body (a `total_changed` quote), checked; its output is the document's. */
export const deliveryChoiceSchema: z.ZodType<DeliveryChoice> = z.object({
  method: z.string(),
  county: z.string(),
  zone: z.string(),
  pickupPoint: z
    .object({
      code: z.string(),
      name: z.string(),
      county: z.string(),
      address: z.string(),
      hours: z.string(),
      fee: z.number(),
      readyDays: z.number(),
    })
    .nullish(),
  fee: z.number(),
  fullFee: z.number(),
  freeFrom: z.number().nullish(),
  amountToFree: z.number(),
  minDays: z.number(),
  maxDays: z.number(),
  earliest: z.string(),
  latest: z.string(),
});

/** What the shopper chose: the county, the method and (for pickup) the point's code. */
export type DeliveryAsk = { state: string; deliveryMethod: DeliveryMethod; pickupPoint: string };

export const DELIVERY_STORAGE_KEY = 'delivery';
const DEFAULT_ASK: DeliveryAsk = { state: '', deliveryMethod: 'standard', pickupPoint: '' };

const listeners = new Set<() => void>();
let cached: { raw: string | null; ask: DeliveryAsk } = { raw: null, ask: DEFAULT_ASK };

function parse(raw: string | null): DeliveryAsk {
  if (!raw) return DEFAULT_ASK;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_ASK;
    const v = value as Record<string, unknown>;
    const state = typeof v.state === 'string' && (KENYA_COUNTIES as readonly string[]).includes(v.state) ? v.state : '';
    const method = v.deliveryMethod === 'express' || v.deliveryMethod === 'pickup' ? v.deliveryMethod : 'standard';
    const pickupPoint = typeof v.pickupPoint === 'string' ? v.pickupPoint : '';
    return { state, deliveryMethod: method === 'pickup' && !pickupPoint ? 'standard' : method, pickupPoint };
  } catch {
    return DEFAULT_ASK;
  }
}

export function readDeliveryAsk(): DeliveryAsk {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(DELIVERY_STORAGE_KEY);
  } catch {
    // Storage blocked: the choice lives in memory only.
    return cached.ask;
  }
  if (raw !== cached.raw) cached = { raw, ask: parse(raw) };
  return cached.ask;
}

/** Changes part of the choice; a new county starts again from standard delivery. */
export function setDeliveryAsk(change: Partial<DeliveryAsk>): void {
  const current = readDeliveryAsk();
  const next: DeliveryAsk = { ...current, ...change };
  if (change.state !== undefined && change.state !== current.state && change.deliveryMethod === undefined) {
    next.deliveryMethod = 'standard';
    next.pickupPoint = '';
  }
  if (next.deliveryMethod !== 'pickup') next.pickupPoint = '';
  const raw = JSON.stringify(next);
  try {
    window.localStorage.setItem(DELIVERY_STORAGE_KEY, raw);
  } catch {
    // Kept in memory below.
  }
  cached = { raw, ask: next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DELIVERY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered choice (county '' until the shopper picks one). */
export function useDeliveryAsk(): DeliveryAsk {
  return useSyncExternalStore(subscribe, readDeliveryAsk, () => DEFAULT_ASK);
}

/** The quote body's delivery fields for `ask` (none without a county). */
export function deliveryFields(ask: DeliveryAsk): Partial<DeliveryAsk> {
  if (!ask.state) return {};
  return {
    state: ask.state,
    deliveryMethod: ask.deliveryMethod,
    ...(ask.deliveryMethod === 'pickup' ? { pickupPoint: ask.pickupPoint } : {}),
  };
}

/** Whether `choice` is the one `ask` names. */
export function isChosen(choice: DeliveryChoice, ask: DeliveryAsk): boolean {
  return choice.method === ask.deliveryMethod && (choice.method !== 'pickup' || choice.pickupPoint?.code === ask.pickupPoint);
}

/** The key of a choice (radio values, test ids): 'standard', 'express', 'pickup:westlands-showroom'. */
export function choiceKey(choice: DeliveryChoice): string {
  return choice.method === 'pickup' ? `pickup:${choice.pickupPoint?.code ?? ''}` : choice.method;
}

export function askOf(choice: DeliveryChoice): Partial<DeliveryAsk> {
  return {
    deliveryMethod: choice.method as DeliveryMethod,
    pickupPoint: choice.method === 'pickup' ? (choice.pickupPoint?.code ?? '') : '',
  };
}

const dayFormat = new Intl.DateTimeFormat('en-KE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-12-01' -> 'Tue 1 Dec'. */
export function formatDeliveryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date).replace(',', '');
}

/** 'Tue 1 Dec - Thu 3 Dec', or one day when the window is one. */
export function formatWindow(choice: Pick<DeliveryChoice, 'earliest' | 'latest'>): string {
  const first = formatDeliveryDay(choice.earliest);
  return choice.earliest === choice.latest ? first : `${first} - ${formatDeliveryDay(choice.latest)}`;
}

/** 'Standard delivery', 'Express delivery', 'Pickup: Westlands showroom'. */
export function choiceTitle(choice: DeliveryChoice): string {
  if (choice.method === 'pickup') return `Pickup: ${choice.pickupPoint?.name ?? ''}`;
  return choice.method === 'express' ? 'Express delivery' : 'Standard delivery';
}

/** 'Free', 'KSh 1,000'. */
export function choiceFee(choice: Pick<DeliveryChoice, 'fee'>): string {
  return choice.fee === 0 ? 'Free' : formatKsh(choice.fee);
}

/** 'Arrives Tue 1 Dec - Thu 3 Dec' or 'Ready Wed 2 Dec'. */
export function choiceWhen(choice: DeliveryChoice): string {
  return `${choice.method === 'pickup' ? 'Ready' : 'Arrives'} ${formatWindow(choice)}`;
}

/** `GET /api/settings/delivery` (anyone). */
export function deliverySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['delivery-settings'] as const,
    queryFn: ({ signal }) => getDocumented('/api/settings/delivery', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions());
}

/**
 * The sentence the banner, footer and help pages say about free delivery, from the zones:
 * 'Free delivery in Nairobi and neighbours from KSh 50,000; Big towns from KSh 100,000'.
 * Undefined while unknown or when no zone delivers free.
 */
export function freeDeliverySentence(settings: DeliverySettings | undefined): string | undefined {
  // A body that is not the settings (an older server) says nothing rather than failing the page.
  if (!settings || !Array.isArray(settings.zones)) return undefined;
  const free = settings.zones.filter((zone) => zone.freeFrom !== null && zone.freeFrom !== undefined);
  if (free.length === 0) return undefined;
  const parts = free.map((zone) => `${zone.name} from ${formatKsh(Number(zone.freeFrom))}`);
  return `Free standard delivery: ${parts.join('; ')}`;
}

/** The zones' free-delivery sentence, or '…' while they load. */
export function useFreeDeliverySentence(): string {
  const settings = useDeliverySettings();
  if (!settings.data) return '…';
  return freeDeliverySentence(settings.data) ?? 'Delivery fees by county are shown on every product';
}

/** The delivery choices for one product in `state` (the product page). */
export function productDeliveryQueryOptions(productId: number, ask: DeliveryAsk) {
  return queryOptions({
    queryKey: ['product-delivery', productId, ask.state] as const,
    queryFn: ({ signal }) =>
      postDocumented('/api/orders/quote', {
        body: { items: [{ productId, quantity: 1 }], state: ask.state },
        signal,
      }),
    enabled: ask.state !== '',
    staleTime: 60_000,
  });
}
