import { PHYSICIAN_MENU } from '@lab/domain';
import { ShellLayout } from './shell-layout';

/** The ordering physician's frame: Home, View Provider, Add Provider (docs/shell.md#physician-menu). */
export function PhysicianLayout() {
  return <ShellLayout menu={PHYSICIAN_MENU} brand="physician" />;
}
