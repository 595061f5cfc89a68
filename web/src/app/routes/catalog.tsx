import { useSearchParams } from 'react-router';

import ProductsRoute from './products';
import SearchRoute from './search';

/** /catalog?q= is the search page; /catalog without q is the product listing (DECISIONS.md, "Routes and links"). */
export default function CatalogRoute() {
  const [query] = useSearchParams();
  return query.has('q') ? <SearchRoute /> : <ProductsRoute />;
}
