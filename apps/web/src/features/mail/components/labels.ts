import { MAIL_LABEL_COLORS, type TMailFolder, type TMailLabel } from '@lab/domain';
import {
  IconFileText,
  IconInbox,
  IconSend,
  IconStar,
  IconTrash,
  IconAlertOctagon,
  type Icon,
} from '@tabler/icons-react';
import { i18n } from '@/lib/i18n';

/** The portal's colour of each label's theme colour (success green, primary blue, warning orange, danger red). */
const PALETTE = { success: 'green', primary: 'blue', warning: 'orange', danger: 'red' } as const;
export const labelColor = (label: TMailLabel): string => PALETTE[MAIL_LABEL_COLORS[label]];

/** A label's or a folder's name in the language shown (the catalogue's `mail:filter.<key>`). */
export const labelName = (label: string) =>
  i18n.t(`mail:filter.${label}`, { defaultValue: label.charAt(0).toUpperCase() + label.slice(1) });

/** The folders; each one's name is `labelName(key)`. */
export const FOLDER_ITEMS: Array<{ key: TMailFolder | 'starred'; icon: Icon }> = [
  { key: 'inbox', icon: IconInbox },
  { key: 'sent', icon: IconSend },
  { key: 'draft', icon: IconFileText },
  { key: 'starred', icon: IconStar },
  { key: 'spam', icon: IconAlertOctagon },
  { key: 'trash', icon: IconTrash },
];
