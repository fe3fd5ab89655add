import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { type TCalendar, type TCalendarEvent, type TCalendarLabel, type TRole } from '@lab/domain';
import { calendarEvents, calendarFeeds, calendars, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { revokeCalendarFeeds } from '../../services/calendar-feeds';

/**
 * The calendar app's queries (docs/workspace.md#calendar). Who may see or write a calendar is decided here from
 * its row: a personal calendar is its owner's alone; a shared one names the roles that read and write it.
 */
export type CalendarRow = typeof calendars.$inferSelect;
export type EventRow = typeof calendarEvents.$inferSelect;

export interface Caller {
  id: number;
  role: TRole | null;
}

/** The lab's shared calendars, made on first use (and by the demo seed). */
export const SHARED_CALENDARS: ReadonlyArray<{
  slug: string;
  name: string;
  color: string;
  viewRoles: TRole[];
  editRoles: TRole[];
}> = [
  { slug: 'lab', name: 'Lab', color: 'teal', viewRoles: ['admin', 'editor'], editRoles: ['admin', 'editor'] },
  // Physicians book frozen sections with the lab: they see the schedule, the lab keeps it.
  {
    slug: 'frozen-sections',
    name: 'Frozen sections',
    color: 'red',
    viewRoles: ['admin', 'editor', 'physician'],
    editRoles: ['admin', 'editor'],
  },
];
export const PERSONAL_COLOR = 'blue';

export const canSee = (c: CalendarRow, who: Caller) =>
  c.kind === 'personal' ? c.ownerId === who.id : who.role !== null && c.viewRoles.includes(who.role);
export const canWrite = (c: CalendarRow, who: Caller) =>
  c.kind === 'personal' ? c.ownerId === who.id : who.role !== null && c.editRoles.includes(who.role);

/** Makes the shared calendars and the caller's personal one when missing (idempotent, safe under concurrency). */
export async function ensureCalendars(ex: Executor, who: Pick<Caller, 'id'>): Promise<void> {
  const existing = await ex
    .select({ slug: calendars.slug, ownerId: calendars.ownerId })
    .from(calendars)
    .where(
      or(
        eq(calendars.ownerId, who.id),
        inArray(
          calendars.slug,
          SHARED_CALENDARS.map((s) => s.slug),
        ),
      ),
    );
  const missingShared = SHARED_CALENDARS.filter((s) => !existing.some((e) => e.slug === s.slug));
  if (missingShared.length) {
    await ex
      .insert(calendars)
      .values(
        missingShared.map((s) => ({
          kind: 'shared',
          slug: s.slug,
          name: s.name,
          color: s.color,
          viewRoles: s.viewRoles,
          editRoles: s.editRoles,
        })),
      )
      .onConflictDoNothing();
  }
  if (!existing.some((e) => e.ownerId === who.id)) {
    await ex
      .insert(calendars)
      .values({ kind: 'personal', ownerId: who.id, name: 'Personal', color: PERSONAL_COLOR })
      .onConflictDoNothing();
  }
}

/** The calendars the caller sees: personal first, then the shared ones by name. */
export async function visibleCalendars(ex: Executor, who: Caller): Promise<CalendarRow[]> {
  const rows = await ex
    .select()
    .from(calendars)
    .where(or(eq(calendars.ownerId, who.id), eq(calendars.kind, 'shared')))
    .orderBy(asc(calendars.kind), asc(calendars.name));
  return rows.filter((c) => canSee(c, who));
}

export const toCalendar = (c: CalendarRow, who: Caller): TCalendar => ({
  id: c.id,
  name: c.kind === 'personal' ? 'My calendar' : c.name,
  kind: c.kind === 'personal' ? 'personal' : 'shared',
  color: c.color,
  canWrite: canWrite(c, who),
});

export async function calendarById(ex: Executor, id: number): Promise<CalendarRow | undefined> {
  const [row] = await ex.select().from(calendars).where(eq(calendars.id, id));
  return row;
}

export async function personalCalendar(ex: Executor, userId: number): Promise<CalendarRow | undefined> {
  const [row] = await ex.select().from(calendars).where(eq(calendars.ownerId, userId));
  return row;
}

/** A live (not removed) event with its calendar. */
export async function eventById(
  ex: Executor,
  id: number,
): Promise<{ event: EventRow; calendar: CalendarRow } | undefined> {
  const [row] = await ex
    .select({ event: calendarEvents, calendar: calendars })
    .from(calendarEvents)
    .innerJoin(calendars, eq(calendars.id, calendarEvents.calendarId))
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.removedAt)));
  return row;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function toEvent(r: EventRow, cal: CalendarRow, who: Caller, createdByName: string | null): TCalendarEvent {
  const editable = canWrite(cal, who);
  return {
    id: r.id,
    title: r.title,
    start: r.allDay ? day(r.startAt) : r.startAt.toISOString(),
    end: r.allDay ? day(r.endAt) : r.endAt.toISOString(),
    label: r.label as TCalendarLabel,
    allDay: r.allDay,
    selectable: editable,
    calendarId: r.calendarId,
    description: r.description,
    location: r.location,
    createdBy: r.createdBy,
    createdByName,
    editable,
  };
}

/** Events of these calendars overlapping [from, to) (either bound may be open), by start. */
export async function listEvents(
  ex: Executor,
  cals: CalendarRow[],
  who: Caller,
  range: { from?: Date; to?: Date },
): Promise<TCalendarEvent[]> {
  if (cals.length === 0) return [];
  const byId = new Map(cals.map((c) => [c.id, c]));
  const conds = [inArray(calendarEvents.calendarId, [...byId.keys()]), isNull(calendarEvents.removedAt)];
  if (range.to) conds.push(lt(calendarEvents.startAt, range.to));
  // An event overlaps when it ends after the range starts; a zero-length one when it starts inside it.
  if (range.from) conds.push(or(gt(calendarEvents.endAt, range.from), gte(calendarEvents.startAt, range.from))!);
  const rows = await ex
    .select({ event: calendarEvents, creator: users.name })
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.createdBy))
    .where(and(...conds))
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id))
    .limit(5000);
  return rows.map((r) => toEvent(r.event, byId.get(r.event.calendarId)!, who, r.creator));
}

export async function insertEvent(ex: Executor, values: typeof calendarEvents.$inferInsert): Promise<number> {
  const [row] = await ex.insert(calendarEvents).values(values).returning({ id: calendarEvents.id });
  return row!.id;
}

export async function updateEvent(
  ex: Executor,
  id: number,
  values: Partial<typeof calendarEvents.$inferInsert>,
): Promise<void> {
  await ex.update(calendarEvents).set(values).where(eq(calendarEvents.id, id));
}

/** Everyone who sees a calendar: its owner, or the active users with a reading role. */
export async function calendarAudience(ex: Executor, cal: CalendarRow): Promise<number[]> {
  if (cal.kind === 'personal') return cal.ownerId ? [cal.ownerId] : [];
  if (cal.viewRoles.length === 0) return [];
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, cal.viewRoles), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

// Subscription feeds --------------------------------------------------------------------------------------------

/** The user's newest link not revoked (it may have expired: see `feedExpiry`). */
export async function activeFeed(ex: Executor, userId: number) {
  const [row] = await ex
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.id))
    .limit(1);
  return row;
}

/** Revokes the user's live links; returns how many. */
export const revokeFeeds = revokeCalendarFeeds;

export async function insertFeed(ex: Executor, userId: number, secretHash: string) {
  const [row] = await ex.insert(calendarFeeds).values({ userId, secretHash }).returning();
  return row!;
}

/** The owner of a link with this hash that is not revoked, with the link's age (the caller checks expiry and status). */
export async function feedOwner(ex: Executor, secretHash: string) {
  const [row] = await ex
    .select({
      feedId: calendarFeeds.id,
      createdAt: calendarFeeds.createdAt,
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.secretHash, secretHash), isNull(calendarFeeds.revokedAt)));
  return row;
}
