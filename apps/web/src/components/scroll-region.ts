import type { ScrollAreaProps } from '@mantine/core';

/**
 * A table's sideways scroll area that a keyboard can reach (WCAG 2.1.1; axe's scrollable-region-focusable): on a
 * phone a wide table scrolls, and with no button in its rows (an empty list) nothing inside it could take the focus.
 * The area is then a named region in the Tab order, scrolled with the arrow keys.
 */
export const scrollRegion = (name: string): ScrollAreaProps => ({
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': name },
});
