import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/** Shown to a self-registered account that has no role yet. */
export function PendingAccess() {
  return (
    <Alert color="yellow" icon={<IconHourglass />} title="Access pending" maw={640}>
      Your account is registered. A laboratory administrator must grant you a role before you can see patients, cases or
      reports. You can update your profile and change your password meanwhile.
    </Alert>
  );
}
