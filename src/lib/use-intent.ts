import { type RefObject, useEffect, useState } from 'react';

/** A promise and the function that settles it. */
function deferred() {
  // Prerendering (no browser) renders the whole page: the intent is given.
  if (typeof window === 'undefined') return { promise: Promise.resolve(), resolve: () => {} };
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * A promise that settles when the shopper shows intent towards the element (decision 059): a pointer over it or
 * pressing in it, the focus in it, or the element scrolled to within a screen of the window. A part of the page whose code is not needed
 * before then suspends on it (React's `use`): a prerendered part keeps its markup meanwhile, hydrated on intent.
 */
export function useIntent(element: RefObject<HTMLElement | null>): Promise<void> {
  const [intent] = useState(deferred);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const events = ['pointerenter', 'pointerdown', 'focusin'] as const;
    // Within a screen's height below the window: the shopper scrolls towards it.
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) intent.resolve();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    seen.observe(target);
    for (const type of events) target.addEventListener(type, intent.resolve);
    return () => {
      seen.disconnect();
      for (const type of events) target.removeEventListener(type, intent.resolve);
    };
  }, [element, intent]);
  return intent.promise;
}
