import { Link } from 'react-router';

import { TruckIcon } from '@/components/icons';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { VatNote } from '@/components/vat-note';
import { categoryPath } from '@/config/categories';
import { formatKsh } from '@/lib/format';

import { DEFAULT_RATING } from '../stock';
import type { Product } from '@/types/product';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import styles from './product-overview.module.css';
import { ProductPurchase } from './product-purchase';

/** The top of the detail page: gallery beside name, badges, rating, price, facts and buying. */
export function ProductOverview({ product }: { product: Product }) {
  const facts: [string, string | null][] = [
    ['Material', product.material],
    ['Dimensions', product.dimensions],
    ['Color', product.color],
    ['Weight', product.weight !== null ? `${product.weight} kg` : null],
  ];

  return (
    <div className={styles.overview}>
      <ProductGallery images={product.images} name={product.name} />
      <div className={styles.info}>
        <Link to={categoryPath(product.subcategorySlug ?? product.categorySlug)} className={styles.category}>
          {product.category}
        </Link>
        <h1 className={styles.name}>{product.name}</h1>
        <ProductBadges product={product} className={styles.badges} />
        <div className={styles.rating}>
          <Rating value={product.rating ?? DEFAULT_RATING} size={18} />
          <span>
            {(product.rating ?? DEFAULT_RATING).toFixed(1)} ({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})
          </span>
        </div>
        <div className={styles.priceBlock}>
          <Price amount={product.price} original={product.original_price} size="lg" />
          <VatNote />
          {product.original_price != null && product.original_price > product.price && (
            <p className={styles.saving}>You save {formatKsh(product.original_price - product.price)}</p>
          )}
        </div>
        <p className={styles.description}>{product.description}</p>
        <dl className={styles.facts}>
          {facts
            .filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '')
            .map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <ProductPurchase product={product} />
        {(product.freeDelivery || product.expressDelivery) && (
          <ul role="list" className={styles.perks}>
            {product.freeDelivery && (
              <li>
                <TruckIcon size={18} /> Free delivery within Nairobi
              </li>
            )}
            {product.expressDelivery && (
              <li>
                <TruckIcon size={18} /> Express delivery available
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
