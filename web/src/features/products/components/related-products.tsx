import type { Product } from '@/types/product';
import { ProductGrid } from './product-grid';
import styles from './related-products.module.css';

/** 'You May Also Like': the product's related products, each linking to its page. */
export function RelatedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={styles.heading}>
        You May Also Like
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
