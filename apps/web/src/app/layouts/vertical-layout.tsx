import { ADMIN_MENU, MAIN_MENU, REFERENCE_MENU } from '@lab/domain';
import { ShellLayout } from './shell-layout';

const STAFF_MENU = [...MAIN_MENU, ...ADMIN_MENU, ...REFERENCE_MENU];

/** The lab staff's frame (admin, editor): main menu and Administration list, vertical or horizontal by settings. */
export function StaffLayout() {
  return <ShellLayout menu={STAFF_MENU} brand="Lab Portal" />;
}

/** A signed-in user without a role yet: the frame with no menu (profile and the notice only). */
export function PendingLayout() {
  return <ShellLayout menu={[]} brand="Lab Portal" />;
}
