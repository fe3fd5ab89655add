/**
 * The theme's colour names a coloured tag takes (docs/spec.md §3's: a task tag is primary, warning, success or danger); the
 * web maps them onto its palette, primary following the user's theme colour.
 */
export const TAG_COLOR_NAMES = ['primary', 'warning', 'success', 'danger', 'info', 'secondary'] as const;
export type TTagColorName = (typeof TAG_COLOR_NAMES)[number];
