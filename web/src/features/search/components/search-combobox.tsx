import { useMemo, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { useDebouncedValue } from '@/lib/use-debounced-value';

import { MIN_SUGGESTION_LENGTH, useSuggestions } from '../api/get-suggestions';
import { suggestionItems, type SuggestionItem } from '../suggestion-items';
import { SuggestionList, suggestionOptionId } from './suggestion-list';

/** The pause in typing after which suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 180;

type SearchComboboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange' | 'role'> & {
  id: string;
  value: string;
  onValueChange: (text: string) => void;
  /** Called after a suggestion was opened (the mobile drawer closes). */
  onOpenSuggestion?: () => void;
};

/**
 * A search input with search-as-you-type suggestions (WAI-ARIA combobox with a listbox popup):
 * after 2 typed characters and a short pause it asks `GET /products/suggestions`. ArrowDown and
 * ArrowUp move through the options, Enter opens the highlighted one (with none highlighted the
 * form submits as usual), Escape or leaving the input closes the list. A failed call shows
 * nothing. The parent positions the list (`position: relative`).
 */
export function SearchCombobox({ id, value, onValueChange, onOpenSuggestion, onKeyDown, onBlur, ...inputProps }: SearchComboboxProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Only what the shopper types here is suggested for (not the term a page pre-fills).
  const [edited, setEdited] = useState(false);
  const term = useDebouncedValue(value.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useSuggestions(edited ? term : '');
  const typedEnough = value.trim().length >= MIN_SUGGESTION_LENGTH;
  const items = useMemo(
    () => (typedEnough && suggestions.data ? suggestionItems(suggestions.data) : []),
    [typedEnough, suggestions.data],
  );
  // The highlight belongs to one list of items: new suggestions start with none highlighted.
  const [highlight, setHighlight] = useState<{ items: SuggestionItem[]; index: number } | null>(null);
  const expanded = open && items.length > 0;
  const activeIndex = expanded && highlight?.items === items ? highlight.index : -1;
  const listId = `${id}-suggestions`;

  function move(step: 1 | -1) {
    if (items.length === 0) return;
    setOpen(true);
    const from = expanded ? activeIndex : -1;
    const next = from === -1 ? (step === 1 ? 0 : items.length - 1) : (from + step + items.length) % items.length;
    setHighlight({ items, index: next });
  }

  function openSuggestion(item: SuggestionItem) {
    setOpen(false);
    void navigate(item.href);
    onOpenSuggestion?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (items.length === 0) return;
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        const item = activeIndex >= 0 ? items[activeIndex] : undefined;
        setOpen(false);
        if (item) {
          // Opens the suggestion instead of submitting the search.
          event.preventDefault();
          openSuggestion(item);
        }
        return;
      }
      case 'Escape':
        if (!expanded) return;
        // Closes the list only (not a surrounding drawer), and keeps the text.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        return;
    }
  }

  return (
    <>
      <input
        {...inputProps}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setEdited(true);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
        }}
      />
      <SuggestionList
        id={listId}
        items={items}
        activeIndex={activeIndex}
        open={expanded}
        onPick={openSuggestion}
        onHighlight={(index) => setHighlight({ items, index })}
      />
    </>
  );
}
