import { useParams } from 'react-router';

import { ProductDetailPage } from '@/features/products/components/product-detail-page';

/** /product/{id}. */
export default function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductDetailPage key={id} id={id} />;
}
