import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { SearchIcon } from '@/components/icons';
import { SearchCombobox } from '@/features/search/components/search-combobox';
import { cx } from '@/lib/class-names';

import styles from './search-form.module.css';

/** `/catalog?q=<encoded text>`: where the header search goes (customer-side.md section 5). */
export function searchPath(text: string): string {
  return `/catalog?q=${encodeURIComponent(text)}`;
}

type SearchFormProps = { className?: string; onSearch?: () => void; id?: string };

/**
 * The header search, with suggestions as you type: the text is trimmed, an empty search does
 * nothing. `onSearch` is called after a search or an opened suggestion.
 */
export function SearchForm({ className, onSearch, id = 'site-search' }: SearchFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = location.pathname === '/catalog' || location.pathname === '/search';
  const [text, setText] = useState(() => (onSearchPage ? (searchParams.get('q') ?? '') : ''));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(searchPath(query));
    onSearch?.();
  }

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search furniture
      </label>
      <SearchCombobox
        id={id}
        className={styles.input}
        placeholder="Search sofas, beds, dining sets..."
        value={text}
        onValueChange={setText}
        onOpenSuggestion={onSearch}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
