import { useEffect } from 'react';
import { screenLock } from '@/lib/idle';

/**
 * /pages/lock-screen locks the screen at once (docs/shell.md#lock-screen): the shell's lock overlay covers it, and
 * unlocking here goes to the home page.
 */
export function LockScreenPage() {
  useEffect(() => screenLock.lock(), []);
  return null;
}
