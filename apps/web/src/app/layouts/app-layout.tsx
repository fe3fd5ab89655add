import { useSession } from '@/lib/session';
import { PatientLayout } from './patient-layout';
import { PhysicianLayout } from './physician-layout';
import { PendingLayout, StaffLayout } from './vertical-layout';

/** Each role lands in its own frame; vertical or horizontal follows the user's theme settings. */
export function AppLayout() {
  const role = useSession()?.user.role ?? null;
  if (role === 'physician') return <PhysicianLayout />;
  if (role === 'patient') return <PatientLayout />;
  if (role === 'admin' || role === 'editor') return <StaffLayout />;
  return <PendingLayout />;
}
