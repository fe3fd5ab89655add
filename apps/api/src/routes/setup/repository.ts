import { eq, sql } from 'drizzle-orm';
import { defaultPermissions } from '@lab/domain';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { appSettings, users } from '../../db/schema/index';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { fieldError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { passwordProblem } from '../../lib/password-policy';

const LAB_KEY = 'lab';

export type LabDetails = Pick<AppConfig, 'labName' | 'labAddress' | 'labClia'>;

/** An administrator account with a chosen password (first-run setup, `npm run create-admin`), audited in `ex`. */
export async function createAdmin(
  ex: Executor,
  account: { email: string; name: string; password: string },
  actor: AuditActor,
  how: string,
): Promise<{ id: number; email: string }> {
  const email = account.email.trim();
  const problem = passwordProblem(account.password, email);
  if (problem) throw fieldError('password', problem);
  const [taken] = await ex
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (taken) throw fieldError('email', 'An account with this email already exists');
  const [created] = await ex
    .insert(users)
    .values({
      email,
      username: email.split('@')[0]!,
      name: account.name.trim(),
      role: 'admin',
      status: 'active',
      isVerified: true,
      passwordHash: await hashPassword(account.password),
      permissions: defaultPermissions('admin'),
    })
    .returning({ id: users.id, email: users.email });
  await writeAudit(ex, actor, {
    eventtype: 'create',
    eventdescription: `Administrator ${email} created (${how})`,
    entity: 'user',
    entityId: created!.id,
  });
  return created!;
}

/** The laboratory's name, address and CLIA number entered at first-run setup, or null. */
export async function readLabDetails(ex: Executor): Promise<LabDetails | null> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, LAB_KEY)).limit(1);
  return row ? (row.value as LabDetails) : null;
}

export async function writeLabDetails(ex: Executor, lab: LabDetails): Promise<void> {
  await ex
    .insert(appSettings)
    .values({ key: LAB_KEY, value: lab })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: lab, updatedAt: new Date() } });
}

/** Lab details saved at setup replace the built-in ones; a LAB_* variable set in the environment still wins. */
export async function applyStoredLabDetails(ex: Executor, config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  const lab = await readLabDetails(ex);
  if (!lab) return;
  if (!env.LAB_NAME) config.labName = lab.labName;
  if (!env.LAB_ADDRESS) config.labAddress = lab.labAddress;
  if (!env.LAB_CLIA) config.labClia = lab.labClia;
}
