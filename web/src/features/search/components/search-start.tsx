import { Link, useLocation } from 'react-router';

import { SearchIcon } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';

import { QUICK_SEARCH_TERMS } from '../search-options';
import { freshSearchQuery, type SearchView } from '../search-query';
import styles from './search-links.module.css';

/** The page without a search term: 'Start your search' with quick terms (no API call). */
export function SearchStart({ view }: { view: SearchView }) {
  const { pathname } = useLocation();
  return (
    <EmptyState
      icon={<SearchIcon size={32} />}
      title="Start your search"
      description="Type what you are looking for in the search box, or try one of these:"
      actions={
        <ul role="list" className={styles.links} aria-label="Popular searches">
          {QUICK_SEARCH_TERMS.map((term) => (
            <li key={term}>
              <Link to={{ pathname, search: freshSearchQuery(term, view) }} className={styles.chip}>
                {term}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
