import { PATIENT_MENU } from '@lab/domain';
import { ShellLayout } from './shell-layout';

/** The patient portal's frame: home, my reports, change password. */
export function PatientLayout() {
  return <ShellLayout menu={PATIENT_MENU} brand="patient" />;
}
