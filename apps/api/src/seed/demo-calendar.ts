import { inArray } from 'drizzle-orm';
import type { TCalendarLabel } from '@lab/domain';
import type { Db } from '../db/client';
import { calendars, users } from '../db/schema/index';
import { ensureCalendars, insertEvent } from '../routes/calendar/repository';
import type { SeedContext } from './context';

interface DemoEvent {
  /** 'lab', 'frozen-sections', or the email of the personal calendar's owner. */
  calendar: string;
  by: string;
  title: string;
  label: TCalendarLabel;
  /** Day of this week (0 = Monday) and UTC hours; all-day when `allDay`. */
  day: number;
  from?: number;
  to?: number;
  days?: number;
  allDay?: boolean;
  location?: string;
  description?: string;
}

const ADMIN = 'admin@admin.com';
const DANA = 'demo@demo.com';
const SAM = 'staff@staff.com';
const ROSA = 'pathologist@demo.com';
const PAULA = 'physician@demo.com';

/** A plausible week of the lab (docs/workspace.md#calendar), relative to the week the seed runs in. */
const WEEK: DemoEvent[] = [
  {
    calendar: 'frozen-sections',
    by: DANA,
    title: 'Frozen section: breast margins (OR 3)',
    label: 'frozen-section',
    day: 0,
    from: 9.5,
    to: 10.25,
    location: 'Frozen room, OR 3',
    description: 'Booked by Dr. Paula Physician. Pathologist on call: Dr. Rosa Lind.',
  },
  {
    calendar: 'frozen-sections',
    by: SAM,
    title: 'Frozen section: thyroid nodule (OR 1)',
    label: 'frozen-section',
    day: 2,
    from: 13,
    to: 13.75,
    location: 'Frozen room, OR 1',
  },
  {
    calendar: 'frozen-sections',
    by: DANA,
    title: 'Frozen section: sentinel node (OR 3)',
    label: 'frozen-section',
    day: 3,
    from: 8.5,
    to: 9.25,
    location: 'Frozen room, OR 3',
  },
  {
    calendar: 'lab',
    by: ROSA,
    title: 'Tumor board: breast and GI',
    label: 'tumor-board',
    day: 1,
    from: 12,
    to: 13,
    location: 'Conference room B',
    description: 'Slides pulled by histology the day before.',
  },
  {
    calendar: 'lab',
    by: ROSA,
    title: 'Tumor board: thoracic',
    label: 'tumor-board',
    day: 3,
    from: 12,
    to: 13,
    location: 'Conference room B',
  },
  {
    calendar: 'lab',
    by: SAM,
    title: 'Microtome 2 maintenance (blade holder, service visit)',
    label: 'maintenance',
    day: 3,
    from: 6.5,
    to: 8,
    location: 'Histology bench 2',
    description: 'Microtome 2 out of service; use microtomes 1 and 3.',
  },
  {
    calendar: 'lab',
    by: ADMIN,
    title: 'CAP inspection prep meeting',
    label: 'meeting',
    day: 4,
    from: 14,
    to: 15,
    location: 'Lab office',
    description: 'Checklist review: histology, cytology, QC records, competency files.',
  },
  {
    calendar: 'lab',
    by: DANA,
    title: 'IHC stainer training',
    label: 'training',
    day: 2,
    allDay: true,
    location: 'IHC bench',
  },
  { calendar: 'lab', by: ADMIN, title: 'Weekly huddle', label: 'meeting', day: 0, from: 7.5, to: 7.75 },
  { calendar: ADMIN, by: ADMIN, title: 'Budget review with finance', label: 'personal', day: 1, from: 15, to: 16 },
  { calendar: DANA, by: DANA, title: 'Dentist', label: 'personal', day: 4, from: 8, to: 9 },
  { calendar: SAM, by: SAM, title: 'Cytology CME webinar', label: 'training', day: 1, from: 16, to: 17 },
  { calendar: ROSA, by: ROSA, title: 'Sign-out block', label: 'personal', day: 2, from: 8, to: 11 },
  { calendar: PAULA, by: PAULA, title: 'Clinic', label: 'personal', day: 0, from: 13, to: 17 },
  { calendar: PAULA, by: PAULA, title: 'Conference (away)', label: 'personal', day: 3, days: 2, allDay: true },
];

/** Monday 00:00 UTC of the week `now` is in. */
function mondayOf(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

export async function seedDemoCalendar(db: Db, _ctx: SeedContext, now = new Date()): Promise<void> {
  const emails = [ADMIN, DANA, SAM, ROSA, PAULA];
  const people = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  for (const p of people) await ensureCalendars(db, { id: p.id });
  const cals = await db.select().from(calendars);
  const calendarOf = (key: string) =>
    cals.find((c) => c.slug === key || (c.ownerId !== null && c.ownerId === byEmail.get(key)?.id));
  const monday = mondayOf(now);
  const at = (day: number, hours: number) => new Date(monday.getTime() + day * 86_400_000 + hours * 3_600_000);
  for (const e of WEEK) {
    const cal = calendarOf(e.calendar);
    const by = byEmail.get(e.by);
    if (!cal || !by) continue;
    const startAt = e.allDay ? at(e.day, 0) : at(e.day, e.from!);
    const endAt = e.allDay ? at(e.day + (e.days ?? 1), 0) : at(e.day, e.to!);
    await insertEvent(db, {
      calendarId: cal.id,
      title: e.title,
      label: e.label,
      allDay: Boolean(e.allDay),
      startAt,
      endAt,
      location: e.location ?? '',
      description: e.description ?? '',
      createdBy: by.id,
      updatedBy: by.id,
    });
  }
}
