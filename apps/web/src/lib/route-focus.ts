import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** How long a new page may take to show its h1 (its code loads on first visit) before the search stops. */
const SEEK_MS = 4_000;
/** An h1 that stays the same element after this long belongs to the new page too (same screen, new record). */
const SAME_H1_MS = 400;

/**
 * After a route change, focus goes to the new page's h1 (docs/accessibility.md#focus), so a keyboard or screen-reader
 * user starts at the top of what just opened instead of at the document's start. A page that put the focus somewhere
 * itself (a form's first field) keeps it. The first page of a load keeps the browser's own start.
 */
export function useFocusH1OnRouteChange(container: () => HTMLElement | null = () => document.body) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const first = useRef(true);
  const find = useRef(container);
  find.current = container;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.activeElement;
    const oldH1 = find.current()?.querySelector('h1') ?? null;
    const start = performance.now();
    let frame = 0;
    const seek = () => {
      const active = document.activeElement;
      // The page focused something of its own: leave it there.
      if (active && active !== before && active !== document.body && active.isConnected) return;
      const h1 = find.current()?.querySelector<HTMLElement>('h1') ?? null;
      const waited = performance.now() - start;
      if (h1 && (h1 !== oldH1 || waited > SAME_H1_MS)) {
        if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
        h1.focus();
        return;
      }
      if (waited < SEEK_MS) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [path]);
}
