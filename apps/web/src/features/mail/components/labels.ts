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

/** The portal's colour of each label's theme colour (success green, primary blue, warning orange, danger red). */
const PALETTE = { success: 'green', primary: 'blue', warning: 'orange', danger: 'red' } as const;
export const labelColor = (label: TMailLabel): string => PALETTE[MAIL_LABEL_COLORS[label]];

export const labelName = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

export const FOLDER_ITEMS: Array<{ key: TMailFolder | 'starred'; label: string; icon: Icon }> = [
  { key: 'inbox', label: 'Inbox', icon: IconInbox },
  { key: 'sent', label: 'Sent', icon: IconSend },
  { key: 'draft', label: 'Drafts', icon: IconFileText },
  { key: 'starred', label: 'Starred', icon: IconStar },
  { key: 'spam', label: 'Spam', icon: IconAlertOctagon },
  { key: 'trash', label: 'Trash', icon: IconTrash },
];
