import { useMemo } from 'react';
import { ADMIN_MENU, MAIN_MENU, REFERENCE_MENU, restrictedSession, type TMenuItem } from '@lab/domain';
import { usePendingOrderCount } from '@/features/orders';
import { useSession } from '@/lib/session';
import { ShellLayout } from './shell-layout';

const STAFF_MENU = [...MAIN_MENU, ...ADMIN_MENU, ...REFERENCE_MENU];

/** The staff menu with the count of incoming orders waiting on the Orders item (docs/interfaces.md). */
function withOrderCount(menu: TMenuItem[], pending: number): TMenuItem[] {
  if (!pending) return menu;
  return menu.map((i) => (i.id === 'orders' ? { ...i, badge: 'primary', badgeText: String(pending) } : i));
}

/** The lab staff's frame (admin, editor): main menu and Administration list, vertical or horizontal by settings. */
export function StaffLayout() {
  // Not while a new password or a second factor is owed: the server refuses the other calls then.
  const login = useSession();
  const pending = usePendingOrderCount(Boolean(login && !restrictedSession(login.user)));
  const menu = useMemo(() => withOrderCount(STAFF_MENU, pending), [pending]);
  return <ShellLayout menu={menu} brand="lab" />;
}

/** A signed-in user without a role yet: the frame with no menu (profile and the notice only). */
export function PendingLayout() {
  return <ShellLayout menu={[]} brand="lab" />;
}
