import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { SearchIcon } from '@/components/icons';
import { Accordion } from '@/components/ui/accordion';
import type { FaqGroup } from '@/config/faqs';

import styles from './faq-search.module.css';

function matches(text: string, words: string[]): boolean {
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** A help search box over the FAQ groups, with the matching questions as accordions. */
export function FaqSearch({ groups, searchLabel = 'Search help articles' }: { groups: FaqGroup[]; searchLabel?: string }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const words = useMemo(() => query.trim().toLowerCase().split(/\s+/).filter(Boolean), [query]);

  const filtered = useMemo(
    () =>
      groups
        .map((group) => ({
          ...group,
          faqs: group.faqs.filter((faq) => words.length === 0 || matches(`${faq.question} ${faq.answer.join(' ')}`, words)),
        }))
        .filter((group) => group.faqs.length > 0),
    [groups, words],
  );
  const total = filtered.reduce((sum, group) => sum + group.faqs.length, 0);

  return (
    <div className={styles.wrap}>
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {searchLabel}
        </label>
        <SearchIcon className={styles.searchIcon} />
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="Search for answers: delivery, M-Pesa, returns..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p className={styles.count} aria-live="polite">
        {words.length > 0 && (total === 1 ? '1 answer found' : `${total} answers found`)}
      </p>

      {total === 0 ? (
        <div className={styles.none}>
          <p>
            No help articles match &ldquo;{query.trim()}&rdquo;.
          </p>
          <p>
            Looking for furniture? <Link to={`/catalog?q=${encodeURIComponent(query.trim())}`}>Search our products</Link>, or{' '}
            <Link to="/contact">ask us directly</Link>.
          </p>
        </div>
      ) : (
        filtered.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`faq-group-${group.id}`}>
            <h2 id={`faq-group-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <Accordion
              key={query}
              defaultOpen={words.length > 0 ? group.faqs.map((_, index) => index) : []}
              items={group.faqs.map((faq) => ({
                id: faq.id,
                title: faq.question,
                content: faq.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
              }))}
            />
          </section>
        ))
      )}
    </div>
  );
}
