import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** How long a new page may take to show its h1 (its code and data load on first visit) before the search stops. */
const SEEK_MS = 10_000;
/** An h1 that stays the same element after this long belongs to the new page too (same screen, new record). */
const SAME_H1_MS = 400;

/**
 * After a route change, focus goes to the new page's h1 (docs/accessibility.md#focus), so a keyboard or screen-reader
 * user starts at the top of what just opened instead of at the document's start. A page that put the focus somewhere
 * itself (a form's first field) keeps it. The first page of a load keeps the browser's own start.
 *
 * The watch goes on for SEEK_MS: while a lazy page loads the old page (and its h1) may still show, and the focus put
 * there falls to the document when it goes; the new page's h1 then takes it. It ends as soon as the focus is
 * somewhere else than the h1 it was given or the control that had it before (the page's or the user's choice).
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
    let given: HTMLElement | null = null;
    let frame = 0;
    const seek = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      // The page or the user focused something of their own: leave it there.
      if (!lost && active !== before && active !== given) return;
      // Once the h1 had it, the control that had it before taken again is the user's choice too.
      if (given && !lost && active !== given) return;
      const waited = performance.now() - start;
      if (lost || active === before) {
        const h1 = find.current()?.querySelector<HTMLElement>('h1') ?? null;
        if (h1 && (h1 !== oldH1 || waited > SAME_H1_MS)) {
          if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
          h1.focus();
          given = h1;
        }
      }
      if (waited < SEEK_MS) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [path]);
}

/**
 * After an action that removes what had the focus (signing a case out swaps the editor and its dialog for the signed
 * view), the focus goes to the page's h1 instead of falling to the document's start (docs/accessibility.md#focus).
 * Watches for `ms`: once the focus is lost (on the body, or on an element no longer in the page), the h1 takes it.
 */
export function focusH1WhenFocusLost(ms = 8_000) {
  const start = performance.now();
  const seek = () => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      const h1 = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (h1) {
        if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
        h1.focus();
        return;
      }
    }
    if (performance.now() - start < ms) requestAnimationFrame(seek);
  };
  requestAnimationFrame(seek);
}
