import type { TTaskTagColor } from '@lab/domain';

/** docs/spec.md §3's colour names on the portal's palette; primary follows the user's theme colour (undefined = theme primary). */
export const TAG_COLOR: Record<TTaskTagColor, string | undefined> = {
  primary: undefined,
  warning: 'orange',
  success: 'green',
  danger: 'red',
  info: 'cyan',
  secondary: 'gray',
};
