import { noticeText } from '@lab/domain';
import type { Executor } from '../../db/client';
import { notify } from '../../services/notify';

/** A self-registered account (or one made by single sign-on) waits for a role: the administrators hear of it at once. */
export async function onAccountRegistered(tx: Executor, u: { id: number; name: string; email: string }) {
  await notify(tx, {
    roles: ['admin'],
    type: 'account',
    words: (l) => ({
      title: noticeText(l, 'newAccountTitle'),
      body: noticeText(l, 'newAccountBody', { name: u.name, email: u.email }),
    }),
    link: `/app/user/edit/${u.id}`,
  });
}
