import { notifications } from '@mantine/notifications';

/** A toast whose close button has a name (Mantine's has none by default: axe's button-name). */
export function toast(color: 'green' | 'red', message: string, title?: string) {
  notifications.show({ color, title, message, closeButtonProps: { 'aria-label': 'Close notification' } });
}
