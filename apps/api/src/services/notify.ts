import { and, eq, inArray } from 'drizzle-orm';
import { recipientLanguage, type TLanguage, type TNotificationType, type TRole } from '@lab/domain';
import { notifications, users } from '../db/schema/index';
import type { Executor } from '../db/client';
import { readLabSettings } from './lab-settings';

/** A notice's words in one language (packages/domain/src/notice-texts.ts). */
export type NoticeWords = (language: TLanguage) => { title: string; body?: string };

export type NotifyInput = {
  /** Send to these users… */
  userIds?: number[];
  /** …and/or to every active user with one of these roles. */
  roles?: readonly TRole[];
  type: TNotificationType;
  link?: string | null;
} & (
  | { title: string; body?: string; words?: never }
  /** The words in each recipient's language: their chosen language, else the lab's report language, else English. */
  | { words: NoticeWords; title?: never; body?: never }
);

/**
 * The language each of these users reads the server's notices and mails in (docs/lab-settings.md): the one they
 * chose (users.language), else the lab's report language, else English.
 */
export async function languagesOf(ex: Executor, userIds: readonly number[]): Promise<Map<number, TLanguage>> {
  const out = new Map<number, TLanguage>();
  if (userIds.length === 0) return out;
  const rows = await ex
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const lab = rows.some((r) => !r.language) ? (await readLabSettings(ex, { labTimeZone: 'UTC' })).reportLanguage : 'en';
  for (const r of rows) out.set(r.id, recipientLanguage(r.language, lab));
  return out;
}

/**
 * Tells users about an event (a new STAT case, a signed report…). Call it with the transaction of the change,
 * so the notice exists exactly when the change does. Returns how many users were notified.
 */
export async function notify(ex: Executor, input: NotifyInput): Promise<number> {
  const ids = new Set(input.userIds ?? []);
  if (input.roles?.length) {
    const rows = await ex
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, input.roles), eq(users.status, 'active')));
    rows.forEach((r) => ids.add(r.id));
  }
  if (ids.size === 0) return 0;
  const languages = input.words ? await languagesOf(ex, [...ids]) : new Map<number, TLanguage>();
  await ex.insert(notifications).values(
    [...ids].map((userId) => {
      const words = input.words ? input.words(languages.get(userId) ?? 'en') : input;
      return {
        userId,
        type: input.type,
        title: words.title,
        body: words.body ?? '',
        link: input.link ?? null,
      };
    }),
  );
  return ids.size;
}
