import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Benchmark } from './runner';
import { inject as get, type BenchContext } from './scale';

export interface WorkspaceScale {
  mails: number;
  chatMessages: number;
}

/** docs/workspace.md: the mailbox and the chat history measured at 100,000 mails and 1,000,000 chat messages. */
export const WORKSPACE_SCALE_DEFAULTS: WorkspaceScale = { mails: 100_000, chatMessages: 1_000_000 };

const BENCH_SUBJECT = 'Bench mail';
const EDITOR = 'demo@demo.com';
const STAFF = 'staff@staff.com';

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * Mail and chat at scale among the workspace's users, written straight in SQL (the seed of the demo data goes
 * through the same tables). A third of the mails reach the demo editor, whose inbox and search are measured; a
 * fifth of the chat messages are one long thread between the editor and staff, whose history is paged. Runs once:
 * a database that has them already is left as it is.
 */
export async function seedWorkspaceLarge(db: Db, scale: WorkspaceScale = WORKSPACE_SCALE_DEFAULTS): Promise<void> {
  const mails = await count(
    db,
    sql`select count(*) as n from mail_messages where subject like ${`${BENCH_SUBJECT} %`}`,
  );
  if (mails < scale.mails) {
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with u as (
          select array_agg(id order by id) as ids, array_agg(email order by id) as emails, count(*)::int as n,
                 array_position(array_agg(email order by id), ${EDITOR}) as editor
            from users where role in ('admin', 'editor', 'physician') and status = 'active'
        ),
        pick as (
          select g, 1 + (g % u.n) as s,
                 case when g % 3 = 0 then u.editor else 1 + ((g * 7 + 1) % u.n) end as r
            from generate_series(1, ${scale.mails - mails}::int) g, u
        )
        insert into mail_messages (sender_id, to_addresses, subject, body, sent_at, created_at, updated_at)
        select u.ids[p.s], jsonb_build_array(u.emails[p.r]),
               ${BENCH_SUBJECT}::text || ' ' || p.g || ': ' || (array['recut on block A2', 'frozen section at 14:00', 'IHC panel', 'courier pickup', 'QC log', 'probe lot'])[1 + p.g % 6],
               'Please see case S26-' || lpad((p.g % 99999 + 1)::text, 5, '0') || ' and reply when done. ' || repeat('Routine lab message text. ', 8),
               now() - (p.g || ' minutes')::interval, now(), now()
          from pick p, u
         where p.s <> p.r`);
      // A copy per party: the sender's in Sent, the recipient's in the inbox (a quarter unread, some starred).
      await tx.execute(sql`
        insert into mailboxes (message_id, owner_id, folder, is_starred, labels, unread, delivered_at)
        select m.id, m.sender_id, 'sent', false, '[]'::jsonb, false, m.sent_at
          from mail_messages m
         where m.subject like ${`${BENCH_SUBJECT} %`}
           and not exists (select 1 from mailboxes b where b.message_id = m.id)`);
      await tx.execute(sql`
        insert into mailboxes (message_id, owner_id, folder, is_starred, labels, unread, delivered_at)
        select m.id, r.id, 'inbox', m.id % 17 = 0,
               case when m.id % 11 = 0 then '["important"]'::jsonb else '[]'::jsonb end, m.id % 4 = 0, m.sent_at
          from mail_messages m join users r on r.email = m.to_addresses ->> 0
         where m.subject like ${`${BENCH_SUBJECT} %`}
           and not exists (select 1 from mailboxes b where b.message_id = m.id and b.owner_id = r.id)`);
    });
    console.log(
      `  workspace: ${scale.mails.toLocaleString('en-US')} mails in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  const messages = await count(db, sql`select count(*) as n from chat_messages`);
  if (messages < scale.chatMessages) {
    const started = Date.now();
    await db.transaction(async (tx) => {
      // Chats: the editor with everyone, and each user with their next five.
      await tx.execute(sql`
        with u as (select array_agg(id order by id) as ids, count(*)::int as n
                     from users where role in ('admin', 'editor', 'physician') and status = 'active'),
        e as (select id from users where email = ${EDITOR}),
        pairs as (
          select e.id as a, x as b from e, u, unnest(u.ids) x where x <> e.id
          union
          select u.ids[i], u.ids[1 + ((i + k - 1) % u.n)] from u, generate_series(1, u.n) i, generate_series(1, 5) k
        )
        insert into chats (user_low, user_high, created_at, last_message_at)
        select distinct least(a, b), greatest(a, b), now() - interval '30 days', now() from pairs where a <> b
        on conflict do nothing`);
      await tx.execute(sql`
        insert into chat_members (chat_id, user_id, is_pinned)
        select id, user_low, false from chats union all select id, user_high, false from chats
        on conflict do nothing`);
      const n = scale.chatMessages - messages;
      const long = Math.floor(n / 5);
      await tx.execute(sql`
        with c as (select array_agg(id order by id) as ids, count(*)::int as k from chats),
        thread as (
          select ch.id from chats ch
            join users a on a.id = ch.user_low join users b on b.id = ch.user_high
           where (a.email = ${EDITOR} and b.email = ${STAFF}) or (a.email = ${STAFF} and b.email = ${EDITOR})
        ),
        pick as (
          select g, case when g <= ${long}::int then (select id from thread) else c.ids[1 + (g % c.k)] end as chat_id
            from generate_series(1, ${n}::int) g, c
        )
        insert into chat_messages (chat_id, sender_id, text, created_at, seen_at)
        select p.chat_id, case when p.g % 2 = 0 then ch.user_low else ch.user_high end,
               'Bench message ' || p.g || ': slides for the recut are on your desk.',
               now() - ((${n}::int - p.g) || ' seconds')::interval, now()
          from pick p join chats ch on ch.id = p.chat_id`);
      await tx.execute(sql`
        update chats set last_message_at = m.at
          from (select chat_id, max(created_at) as at from chat_messages group by chat_id) m
         where m.chat_id = chats.id`);
    });
    console.log(
      `  workspace: ${scale.chatMessages.toLocaleString('en-US')} chat messages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await db.execute(sql`analyze mail_messages`);
  await db.execute(sql`analyze mailboxes`);
  await db.execute(sql`analyze chat_messages`);
  await db.execute(sql`analyze chats`);
}

/** The mailbox and the chat history through the real API, as the demo editor (whose mailbox and long thread the seed filled). */
export async function workspaceBenchmarks(ctx: BenchContext): Promise<Benchmark[]> {
  const [staff] = await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${STAFF}`);
  if (!staff) throw new Error('no staff account to chat with');
  const [middle] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select m.id from chat_messages m join chats c on c.id = m.chat_id
          join users a on a.id = c.user_low join users b on b.id = c.user_high
         where (a.email = ${EDITOR} and b.email = ${STAFF}) or (a.email = ${STAFF} and b.email = ${EDITOR})
         order by m.id offset 50000 limit 1`,
  );
  const words = ['frozen', 'recut', 'courier', 'probe'];
  return [
    {
      name: 'mailbox: inbox, newest',
      via: 'GET /api/email/mails',
      run: () => get(ctx, '/api/email/mails?filter=inbox'),
    },
    { name: 'mailbox: starred', via: 'GET /api/email/mails', run: () => get(ctx, '/api/email/mails?filter=starred') },
    {
      name: 'mailbox: search',
      via: 'GET /api/email/mails?q=',
      run: (i) => get(ctx, `/api/email/mails?filter=inbox&q=${words[i % words.length]}`),
    },
    {
      name: 'mailbox: unread counts',
      via: 'GET /api/email/unread-count',
      run: () => get(ctx, '/api/email/unread-count'),
    },
    { name: 'chat: my chats', via: 'GET /api/app/chat/chats', run: () => get(ctx, '/api/app/chat/chats') },
    {
      name: 'chat: history, newest page',
      via: 'GET /api/app/chat/messages',
      run: () => get(ctx, `/api/app/chat/messages?contactId=${staff.id}`),
    },
    {
      name: 'chat: history, a page deep in the thread',
      via: 'GET /api/app/chat/messages?before=',
      run: () => get(ctx, `/api/app/chat/messages?contactId=${staff.id}${middle ? `&before=${middle.id}` : ''}`),
    },
  ];
}
