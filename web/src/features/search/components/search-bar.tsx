import { useLocation, useNavigate } from 'react-router';

import { ArrowLeftIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ListingSearchBox } from '@/components/listing/listing-search-box';
import { isFirstEntry } from '@/lib/history-entry';

import styles from './search-bar.module.css';

type SearchBarProps = {
  value: string;
  /** Called with the trimmed term; a blank term is ignored. */
  onSearch: (term: string) => void;
};

/** 'Back' (to where the shopper came from) and the search box, pre-filled with the term. */
export function SearchBar({ value, onSearch }: SearchBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the visit has nothing in the app to go back to: Back goes home instead.
  const goBack = () => void (isFirstEntry(location.key) ? navigate('/') : navigate(-1));

  return (
    <div className={styles.bar}>
      <Button variant="ghost" icon={<ArrowLeftIcon size={18} />} onClick={goBack}>
        Back
      </Button>
      <div className={styles.box}>
        <ListingSearchBox
          value={value}
          onSearch={(term) => {
            if (term) onSearch(term);
          }}
        />
      </div>
    </div>
  );
}
