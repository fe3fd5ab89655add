import { notifications } from '@mantine/notifications';
import { i18n } from '@/lib/i18n';

/** A toast whose close button has a name (Mantine's has none by default: axe's button-name). */
export function toast(color: 'green' | 'red', message: string, title?: string) {
  notifications.show({
    color,
    title,
    message,
    closeButtonProps: { 'aria-label': i18n.t('closeNotification', { ns: 'interfaces' }) },
  });
}
