import type { TRole } from '@lab/domain';
import { defaultPermissions } from '@lab/domain';
import { hashPassword } from '../lib/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS: Array<{ email: string; password: string; role: TRole; name: string; department: string }> =
  [
    { email: 'admin@admin.com', password: 'adminadmin', role: 'admin', name: 'Alex Admin', department: 'management' },
    { email: 'demo@demo.com', password: 'demodemo', role: 'editor', name: 'Dana Demo', department: 'histology' },
    { email: 'staff@staff.com', password: 'staffstaff', role: 'editor', name: 'Sam Staff', department: 'cytology' },
    {
      email: 'pathologist@demo.com',
      password: 'pathologist',
      role: 'editor',
      name: 'Dr. Rosa Lind',
      department: 'pathology',
    },
    {
      email: 'physician@demo.com',
      password: 'physician',
      role: 'physician',
      name: 'Dr. Paula Physician',
      department: 'clinical',
    },
    { email: 'patient@demo.com', password: 'patientpatient', role: 'patient', name: 'Pat Patient', department: '' },
  ];

export async function seedDemoUsers(db: Db): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        email: a.email,
        username: a.email.split('@')[0]!,
        name: a.name,
        role: a.role,
        status: 'active',
        isVerified: true,
        department: a.department || null,
        passwordHash: await hashPassword(a.password),
        permissions: defaultPermissions(a.role),
      })
      .onConflictDoNothing();
  }
}
