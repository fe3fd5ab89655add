import type { Executor } from '../../db/client';
import { notify } from '../../services/notify';

/** A self-registered account (or one made by single sign-on) waits for a role: the administrators hear of it at once. */
export async function onAccountRegistered(tx: Executor, u: { id: number; name: string; email: string }) {
  await notify(tx, {
    roles: ['admin'],
    type: 'account',
    title: 'New account awaits a role',
    body: `${u.name} (${u.email}) registered and waits for access.`,
    link: `/app/user/edit/${u.id}`,
  });
}
