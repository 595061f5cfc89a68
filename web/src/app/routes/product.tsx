import { useParams } from 'react-router';

import { ProductDetailPage } from '@/features/products/components/product-detail-page';
import { ProductReviews } from '@/features/reviews/components/product-reviews';

/** /product/{id}. */
export default function ProductRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <ProductDetailPage key={id} id={id} />
      <ProductReviews key={`reviews-${id}`} productId={id} />
    </>
  );
}
