import { useLiveChannel } from '@/lib/live';
import { useSession } from '@/lib/session';
import { PatientLayout } from './patient-layout';
import { PhysicianLayout } from './physician-layout';
import { PendingLayout, StaffLayout } from './vertical-layout';

/**
 * The common layout (docs/shell.md#layouts): pages every signed-in role shares render inside the frame
 * of the role: lab staff in the vertical or horizontal layout (by their theme settings), the ordering
 * physician in the physician layout, the patient in the patient portal, a user without a role in a frame
 * with no menu.
 */
export function CommonLayout() {
  const role = useSession()?.user.role ?? null;
  useLiveChannel();
  if (role === 'physician') return <PhysicianLayout />;
  if (role === 'patient') return <PatientLayout />;
  if (role === 'admin' || role === 'editor') return <StaffLayout />;
  return <PendingLayout />;
}
