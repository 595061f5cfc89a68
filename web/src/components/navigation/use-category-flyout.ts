import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

type FlyoutDelays = { openMs: number; closeMs: number };

/**
 * Which category's subcategories a menu shows, for the header mega menu and the home side
 * menu (disclosure navigation pattern): hovering a category opens it after `openMs`, leaving
 * the menu closes it after `closeMs`; Escape closes it and returns focus to the category's
 * toggle (`CategoryLink` marks it with `data-slug`); a click outside or focus leaving the
 * menu closes it. Spread `menuProps` on the menu's root element.
 */
export function useCategoryFlyout({ openMs, closeMs }: FlyoutDelays) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const menuRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openSlug) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      menuRef.current?.querySelector<HTMLButtonElement>(`[data-slug="${openSlug}"]`)?.focus();
      setOpenSlug(null);
    }
    function onPointerDown(event: PointerEvent) {
      if (!menuRef.current?.contains(event.target as Node)) setOpenSlug(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openSlug]);

  /** Opens `slug` (or closes, for `null`) after the hover delay, replacing any pending change. */
  function hoverTo(slug: string | null) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenSlug(slug), slug ? openMs : closeMs);
  }

  const close = useCallback(() => setOpenSlug(null), []);

  return {
    openSlug,
    /** The click on a category's toggle. */
    toggle: (slug: string) => setOpenSlug(openSlug === slug ? null : slug),
    close,
    hoverTo,
    menuProps: {
      ref: menuRef,
      onMouseLeave: () => hoverTo(null),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenSlug(null);
      },
    },
  };
}
