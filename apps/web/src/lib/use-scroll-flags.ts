import { useEffect, useState } from 'react';
import { SCROLL_MENU_SHADOW_AT, SCROLL_NAVBAR_AT, SCROLL_TO_TOP_AT } from '@lab/domain';

export interface ScrollFlags {
  /** Navbar 'scrolling' state, after 50 px. */
  navbarScrolling: boolean;
  /** Menu shadow, after 100 px. */
  menuShadow: boolean;
  /** Scroll-to-top button, after 160 px. */
  showScrollTop: boolean;
}

const flagsAt = (y: number): ScrollFlags => ({
  navbarScrolling: y > SCROLL_NAVBAR_AT,
  menuShadow: y > SCROLL_MENU_SHADOW_AT,
  showScrollTop: y > SCROLL_TO_TOP_AT,
});

/** The window's scroll thresholds of docs/shell.md#constants-and-limits; re-renders only when a flag flips. */
export function useScrollFlags(): ScrollFlags {
  const [flags, setFlags] = useState(() => flagsAt(window.scrollY));
  useEffect(() => {
    const onScroll = () =>
      setFlags((prev) => {
        const next = flagsAt(window.scrollY);
        return prev.navbarScrolling === next.navbarScrolling &&
          prev.menuShadow === next.menuShadow &&
          prev.showScrollTop === next.showScrollTop
          ? prev
          : next;
      });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return flags;
}
