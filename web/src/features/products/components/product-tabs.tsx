import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { SHOP } from '@/config/shop';
import { cx } from '@/lib/class-names';

import { careInstructions } from '../care-instructions';
import type { Product } from '@/types/product';
import styles from './product-tabs.module.css';
import { useFreeDeliverySentence } from '@/lib/delivery';

type Tab = { id: string; label: string; content: ReactNode };

/** Description / Specifications / Shipping & Returns, as keyboard-operable tabs. */
export function ProductTabs({ product }: { product: Product }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabs: Tab[] = [
    { id: 'description', label: 'Description', content: <DescriptionPanel product={product} /> },
    { id: 'specifications', label: 'Specifications', content: <SpecificationsPanel product={product} /> },
    { id: 'shipping', label: 'Shipping & Returns', content: <ShippingPanel /> },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (active === last ? 0 : active + 1)
      : event.key === 'ArrowLeft' ? (active === 0 ? last : active - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Product information" className={styles.list} tabIndex={-1} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={cx(styles.tab, index === active && styles.activeTab)}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={index !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

function DescriptionPanel({ product }: { product: Product }) {
  return (
    <div className={styles.prose}>
      {product.description
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}

function SpecificationsPanel({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Brand', product.brand || SHOP.name],
    ['Category', product.category],
    ['Material', product.material || 'Not specified'],
    ['Color', product.color || 'Not specified'],
    ['Dimensions', product.dimensions || 'Not specified'],
    ['Weight', product.weight !== null ? `${product.weight} kg` : 'Not specified'],
    ['Assembly Required', product.assemblyRequired ? 'Yes' : 'No'],
    ['Care Instructions', careInstructions(product.material)],
  ];
  return (
    <dl className={styles.specs}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.specRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShippingPanel() {
  const freeDelivery = useFreeDeliverySentence();
  const { returns, warrantyYears } = SHOP;
  return (
    <div className={styles.prose}>
      <h3>Delivery</h3>
      <ul>
        <li>{freeDelivery}.</li>
        <li>The fee and dates for your county, with express and pickup where offered, are shown above.</li>
      </ul>
      <h3>Returns &amp; refunds</h3>
      <ul>
        <li>Return any item within {returns.days} days of delivery.</li>
        <li>Refunds are processed within {returns.refundTime} after we receive the item.</li>
      </ul>
      <h3>Warranty</h3>
      <p>
        Every piece of furniture comes with a {warrantyYears}-year warranty against manufacturing defects.
      </p>
    </div>
  );
}
