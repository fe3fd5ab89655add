import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/index';

/** Is there any administrator? Until there is, the first-run setup is open (and the sign-in page says so). */
export async function adminExists(ex: Executor): Promise<boolean> {
  const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(row);
}
