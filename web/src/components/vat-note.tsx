import { cx } from '@/lib/class-names';
import { useShopSettings } from '@/lib/shop-settings';

import styles from './vat-note.module.css';

type VatNoteProps = {
  /** `short` beside one price ('incl. VAT'); `long` once under a list of prices. */
  variant?: 'short' | 'long';
  className?: string;
};

/** What the text of a VAT note says, for the shop's setting and rate. */
export function vatNoteText(pricesIncludeVat: boolean, vatRate: number, variant: 'short' | 'long'): string {
  if (pricesIncludeVat) return variant === 'short' ? 'incl. VAT' : `All prices include VAT (${vatRate}%)`;
  return variant === 'short' ? `excl. VAT (${vatRate}% added at checkout)` : `Prices exclude VAT: ${vatRate}% is added at checkout`;
}

/**
 * What the shop's prices mean (docs/decisions.md "Prices as Kenyan shoppers read them"): said once near
 * prices, from the shop's `pricesIncludeVat` setting; nothing while the settings load (never a guess).
 */
export function VatNote({ variant = 'short', className }: VatNoteProps) {
  const { data } = useShopSettings();
  if (!data) return null;
  return <p className={cx(styles.note, styles[variant], className)}>{vatNoteText(data.pricesIncludeVat, data.vatRate, variant)}</p>;
}
