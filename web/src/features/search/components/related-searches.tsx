import { Link, useLocation } from 'react-router';

import { freshSearchQuery, type SearchView } from '../search-query';
import styles from './search-links.module.css';

/** The most related searches shown. */
const MAX_RELATED = 5;

/** Up to 5 searches related to the results, each a link that runs it. */
export function RelatedSearches({ terms, view }: { terms: string[]; view: SearchView }) {
  const { pathname } = useLocation();
  if (terms.length === 0) return null;
  return (
    <nav className={styles.related} aria-label="Related searches">
      <h2 className={styles.relatedTitle}>Related searches:</h2>
      <ul role="list" className={styles.links}>
        {terms.slice(0, MAX_RELATED).map((term) => (
          <li key={term}>
            <Link to={{ pathname, search: freshSearchQuery(term, view) }} className={styles.chip}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
