import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any of the element is inside the window (IntersectionObserver): `null` until first
 * measured, so a bar that stands in for the element does not flash before the answer. Where
 * IntersectionObserver is missing (tests), the element counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, enabled = true): boolean | null {
  const [inView, setInView] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled ? inView : null;
}
