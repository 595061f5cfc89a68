import { Link } from 'react-router';

import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { VatNote } from '@/components/vat-note';
import { categoryPath } from '@/config/categories';
import { formatKsh } from '@/lib/format';

import type { Product } from '@/types/product';
import { DeliveryEstimate } from './delivery-estimate';
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
      <ProductGallery images={product.images} alts={product.imageAlts} name={product.name} dimensions={product.dimensions} />
      <div className={styles.info}>
        <Link to={categoryPath(product.subcategorySlug ?? product.categorySlug)} className={styles.category}>
          {product.category}
        </Link>
        <h1 className={styles.name}>{product.name}</h1>
        <ProductBadges product={product} className={styles.badges} />
        {product.reviews > 0 && (
          <a href="#reviews" className={styles.rating} data-testid="product-rating">
            <Rating value={product.rating} size={18} />
            <span>
              {product.rating.toFixed(1)} ({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})
            </span>
          </a>
        )}
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
        <DeliveryEstimate productId={product.id} />
      </div>
    </div>
  );
}
