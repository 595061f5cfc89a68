import { useState, type FormEvent } from 'react';

import { SearchIcon } from '../icons';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

import styles from './listing-search-box.module.css';

type ListingSearchBoxProps = {
  value: string;
  onSearch: (term: string) => void;
  label?: string;
};

/** Searches within the listing; the term is trimmed, and an empty term clears the search. */
export function ListingSearchBox({ value, onSearch, label = 'Search products' }: ListingSearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <Input
        type="search"
        label={label}
        hideLabel
        placeholder="Search sofas, beds, dining sets..."
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        fieldClassName={styles.field}
        enterKeyHint="search"
      />
      <Button type="submit" icon={<SearchIcon size={18} />}>
        Search
      </Button>
    </form>
  );
}
