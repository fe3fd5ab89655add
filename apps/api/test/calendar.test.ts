import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { icsUnescape, parseICalendarLines, type TCalendar, type TCalendarEvent, type TLiveEvent } from '@lab/domain';
import { calendarEvents, calendarFeeds, users } from '../src/db/schema/index';
import { queryRows } from '../src/db/client';
import { createTestApp, type DemoWho, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calendarsOf = async (who: DemoWho) => {
  const res = await t.as(who, { url: '/api/apps/calendar/calendars' });
  expect(res.statusCode).toBe(200);
  return res.json() as TCalendar[];
};
const eventsOf = async (who: DemoWho, query = '') => {
  const res = await t.as(who, { url: `/api/apps/calendar/events${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TCalendarEvent[];
};
const create = (who: DemoWho, event: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url: '/api/apps/calendar/events', payload: { event } });
const update = (who: DemoWho, event: Record<string, unknown>) =>
  t.as(who, { method: 'POST', url: '/api/apps/calendar/update-event', payload: { event } });
const remove = (who: DemoWho, id: number) =>
  t.as(who, { method: 'POST', url: '/api/apps/calendar/remove-event', payload: { id } });
const userId = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const lastAudit = async () =>
  (
    await queryRows<{
      eventtype: string;
      eventdescription: string;
      username: string;
      entity: string | null;
      entity_id: string | null;
    }>(
      t.database.db,
      sql`select eventtype, eventdescription, username, entity, entity_id from audit_events order by id desc limit 1`,
    )
  )[0]!;

const shared = async (who: DemoWho, name: string) => (await calendarsOf(who)).find((c) => c.name === name);
const base = { title: 'Grossing QC', start: '2030-03-04T09:00:00Z', end: '2030-03-04T10:00:00Z', label: 'meeting' };

describe('calendar: calendars and roles', () => {
  it('gives each user a personal calendar and the shared ones by role', async () => {
    const admin = await calendarsOf('admin');
    expect(admin.map((c) => [c.name, c.kind, c.canWrite])).toEqual([
      ['My calendar', 'personal', true],
      ['Frozen sections', 'shared', true],
      ['Lab', 'shared', true],
    ]);
    expect(admin.find((c) => c.name === 'Lab')!.color).toBe('teal');
    const physician = await calendarsOf('physician');
    expect(physician.map((c) => [c.name, c.canWrite])).toEqual([
      ['My calendar', true],
      ['Frozen sections', false],
    ]);
    // Personal calendars are distinct.
    expect(physician[0]!.id).not.toBe(admin[0]!.id);
    expect((await lastAudit()).eventtype).toBe('read');
  });

  it('refuses a patient every call', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/apps/calendar/calendars'],
      ['GET', '/api/apps/calendar/events'],
      ['POST', '/api/apps/calendar/events', { event: base }],
      ['POST', '/api/apps/calendar/update-event', { event: { id: 1, title: 'x' } }],
      ['POST', '/api/apps/calendar/remove-event', { id: 1 }],
      ['GET', '/api/apps/calendar/feed'],
      ['POST', '/api/apps/calendar/feed'],
      ['DELETE', '/api/apps/calendar/feed'],
      ['POST', '/api/apps/calendar/feed/revoke'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.as('patient', { method: method as 'GET', url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.as(null, { url: '/api/apps/calendar/events' })).statusCode).toBe(401);
  });

  it('has the seeded week: shared events for staff, frozen sections for physicians, personal ones for their owners', async () => {
    const staffTitles = (await eventsOf('staff')).map((e) => e.title);
    expect(staffTitles).toEqual(
      expect.arrayContaining([
        'CAP inspection prep meeting',
        'Tumor board: breast and GI',
        'Frozen section: breast margins (OR 3)',
        'Cytology CME webinar',
      ]),
    );
    expect(staffTitles.some((t) => t.includes('Microtome'))).toBe(true);
    expect(staffTitles).not.toContain('Dentist');
    const physician = await eventsOf('physician');
    const lab = (await shared('admin', 'Lab'))!;
    expect(physician.some((e) => e.calendarId === lab.id)).toBe(false);
    expect(physician.filter((e) => e.label === 'frozen-section').length).toBe(3);
    expect(physician.every((e) => e.label !== 'frozen-section' || e.editable === false)).toBe(true);
    expect(physician.map((e) => e.title)).toContain('Clinic');
    const conf = physician.find((e) => e.title === 'Conference (away)')!;
    expect(conf.allDay).toBe(true);
    expect(conf.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(conf.end) - Date.parse(conf.start)).toBe(2 * 86_400_000);
  });
});

describe('calendar: events', () => {
  it('creates, lists by range, updates and removes (soft), auditing each call and publishing to the audience', async () => {
    const lab = (await shared('admin', 'Lab'))!;
    const got: Array<{ to: number; e: TLiveEvent }> = [];
    const staffId = await userId('staff@staff.com');
    const physicianId = await userId('physician@demo.com');
    const offs = [staffId, physicianId].map((id) => t.app.live.subscribe(id, (e) => got.push({ to: id, e })));

    const res = await create('admin', {
      ...base,
      calendarId: lab.id,
      description: 'Bring logs',
      location: 'Gross room',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    expect(await lastAudit()).toMatchObject({
      eventtype: 'create',
      entity: 'calendar-event',
      entity_id: String(id),
      username: 'admin@admin.com',
    });
    expect((await lastAudit()).eventdescription).not.toContain('Grossing');
    await new Promise((r) => setTimeout(r, 50));
    expect(got.filter((g) => g.e.type === 'calendar').map((g) => [g.to, g.e.data])).toEqual([
      [staffId, { id, calendarId: lab.id }],
    ]);

    const inRange = await eventsOf('staff', '?start=2030-03-04T00:00:00Z&end=2030-03-05T00:00:00Z');
    expect(inRange.map((e) => e.id)).toEqual([id]);
    expect(inRange[0]).toMatchObject({
      title: 'Grossing QC',
      start: '2030-03-04T09:00:00.000Z',
      end: '2030-03-04T10:00:00.000Z',
      label: 'meeting',
      allDay: false,
      calendarId: lab.id,
      description: 'Bring logs',
      location: 'Gross room',
      createdByName: 'Alex Admin',
      editable: true,
      selectable: true,
    });
    // Overlap: a range that covers only the event's end still finds it; ranges before or after do not.
    expect((await eventsOf('staff', '?start=2030-03-04T09:30:00Z&end=2030-03-04T12:00:00Z')).map((e) => e.id)).toEqual([
      id,
    ]);
    expect(await eventsOf('staff', '?start=2030-03-04T10:00:00Z&end=2030-03-05T00:00:00Z')).toEqual([]);
    expect(await eventsOf('staff', '?start=2030-03-03T00:00:00Z&end=2030-03-04T09:00:00Z')).toEqual([]);
    expect((await lastAudit()).eventdescription).toBe('Calendar events viewed (0)');
    // The physician does not see the Lab calendar's events.
    expect((await eventsOf('physician', '?start=2030-03-01&end=2030-03-10')).map((e) => e.id)).not.toContain(id);

    // Staff drags it to another day (sends start and end only).
    const moved = await update('staff', { id, start: '2030-03-06T09:00:00Z', end: '2030-03-06T11:00:00Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await eventsOf('admin', '?start=2030-03-06&end=2030-03-07'))[0]!;
    expect(after).toMatchObject({
      id,
      title: 'Grossing QC',
      start: '2030-03-06T09:00:00.000Z',
      end: '2030-03-06T11:00:00.000Z',
      description: 'Bring logs',
    });
    expect(await lastAudit()).toMatchObject({ eventtype: 'read' });

    const rm = await remove('admin', id);
    expect(rm.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ eventtype: 'delete', entity_id: String(id) });
    expect((await eventsOf('admin', '?start=2030-03-01&end=2030-03-10')).map((e) => e.id)).not.toContain(id);
    const [row] = await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(row!.removedAt).not.toBeNull();
    expect(row!.removedBy).toBe(await userId('admin@admin.com'));
    // Removed: further changes are 404.
    expect((await update('admin', { id, title: 'again' })).statusCode).toBe(404);
    expect((await remove('admin', id)).statusCode).toBe(404);
    offs.forEach((off) => off());
  });

  it('keeps a personal event private: absent from others, 404 to them on update and remove', async () => {
    const res = await create('editor', { ...base, title: 'Private appointment', label: 'personal' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    const mine = (await eventsOf('editor', '?start=2030-03-04&end=2030-03-05')).find((e) => e.id === id)!;
    expect(mine.calendarId).toBe((await calendarsOf('editor'))[0]!.id);
    for (const who of ['admin', 'staff', 'physician'] as const) {
      expect((await eventsOf(who)).map((e) => e.id)).not.toContain(id);
      const u = await update(who, { id, title: 'hijack' });
      expect(u.statusCode).toBe(404);
      expect(u.json()).toEqual({ error: 'Event not found', code: 'not_found' });
      expect((await remove(who, id)).statusCode).toBe(404);
    }
    expect((await update('editor', { id: 2_000_000, title: 'x' })).json()).toEqual({
      error: 'Event not found',
      code: 'not_found',
    });
    // Nor may I put an event in another user's personal calendar.
    const editorCal = (await calendarsOf('editor'))[0]!.id;
    expect((await create('staff', { ...base, calendarId: editorCal })).statusCode).toBe(404);
    expect((await eventsOf('editor')).find((e) => e.id === id)!.title).toBe('Private appointment');
  });

  it('answers 403 with a clear message on a calendar the caller sees but may not write', async () => {
    const frozen = (await shared('physician', 'Frozen sections'))!;
    const res = await create('physician', { ...base, calendarId: frozen.id, label: 'frozen-section' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('The calendar "Frozen sections" is read-only for you');
    const seeded = (await eventsOf('physician')).find((e) => e.calendarId === frozen.id)!;
    expect(
      (await update('physician', { id: seeded.id, start: '2030-01-01T00:00:00Z', end: '2030-01-01T01:00:00Z' }))
        .statusCode,
    ).toBe(403);
    expect((await remove('physician', seeded.id)).statusCode).toBe(403);
    // The Lab calendar's events are invisible to a physician: 404, not 403.
    const labEvent = (await eventsOf('admin')).find((e) => e.title === 'CAP inspection prep meeting')!;
    expect((await update('physician', { id: labEvent.id, title: 'x' })).statusCode).toBe(404);
    expect((await remove('physician', labEvent.id)).statusCode).toBe(404);
  });

  it('validates with messages naming the field', async () => {
    const label = await create('admin', { ...base, label: 'party' });
    expect(label.statusCode).toBe(400);
    expect(Object.keys(label.json().fields)).toEqual(['event.label']);
    expect(label.json().error).toMatch(/^event\.label: must be one of frozen-section/);
    const end = await create('admin', { ...base, end: '2030-03-04T08:00:00Z' });
    expect(end.statusCode).toBe(400);
    expect(end.json().fields).toEqual({ 'event.end': 'must not be before the start' });
    const title = await create('admin', { ...base, title: '   ' });
    expect(title.json().fields).toHaveProperty(['event.title']);
    const noTitle = await create('admin', { ...base, title: undefined });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toHaveProperty(['event.title']);
    const bad = await create('admin', { ...base, start: 'soon' });
    expect(bad.json().fields).toHaveProperty(['event.start']);
    // On update, the end is checked against the stored start.
    const { id } = (await create('admin', base)).json() as { id: number };
    const upd = await update('admin', { id, end: '2030-03-04T08:00:00Z' });
    expect(upd.statusCode).toBe(400);
    expect(upd.json()).toEqual({
      error: 'event.end: must not be before the start',
      code: 'validation_failed',
      fields: { 'event.end': 'must not be before the start' },
    });
    expect((await update('admin', { id, label: 'nope' })).json().fields).toHaveProperty(['event.label']);
    expect((await t.as('admin', { url: '/api/apps/calendar/events?start=yesterday' })).statusCode).toBe(400);
  });

  it('stores all-day events as whole days (end exclusive)', async () => {
    const res = await create('staff', {
      ...base,
      title: 'Inventory day',
      allDay: true,
      start: '2030-05-10',
      end: '2030-05-10',
    });
    const { id } = res.json() as { id: number };
    const ev = (await eventsOf('staff', '?start=2030-05-01&end=2030-06-01')).find((e) => e.id === id)!;
    expect(ev).toMatchObject({ allDay: true, start: '2030-05-10', end: '2030-05-11' });
    await update('staff', { id, start: '2030-05-12', end: '2030-05-14' });
    expect((await eventsOf('staff', '?start=2030-05-01&end=2030-06-01')).find((e) => e.id === id)).toMatchObject({
      start: '2030-05-12',
      end: '2030-05-14',
    });
  });
});

describe('calendar: iCalendar feed', () => {
  it('makes, shows, rotates and revokes a secret link; the .ics holds my events as RFC 5545', async () => {
    expect((await t.as('staff', { url: '/api/apps/calendar/feed' })).json()).toEqual({
      url: null,
      active: false,
      createdAt: null,
      expiresAt: null,
    });
    const made = (await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed' })).json() as {
      url: string;
      active: boolean;
    };
    expect(made.active).toBe(true);
    const m = /\/api\/apps\/calendar\/ics\/([A-Za-z0-9_-]+)$/.exec(made.url);
    expect(m).not.toBeNull();
    const secret = m![1]!;
    const status = (await t.as('staff', { url: '/api/apps/calendar/feed' })).json();
    expect(status).toMatchObject({ url: null, active: true });
    // Only a hash is stored.
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userId('staff@staff.com')));
    expect(rows.map((r) => r.secretHash)).not.toContain(secret);
    expect(rows[0]!.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const long = `Long title, with; special \\ chars and an accent é — ${'x'.repeat(80)}`;
    await create('staff', {
      ...base,
      title: long,
      description: 'Line one\nLine two',
      start: `${day(3)}T08:00:00Z`,
      end: `${day(3)}T09:30:00Z`,
      label: 'training',
    });
    await create('staff', {
      ...base,
      title: 'Lab move',
      allDay: true,
      start: day(5),
      end: day(7),
      label: 'maintenance',
    });
    await create('staff', {
      ...base,
      title: 'Too far ahead',
      start: `${day(400)}T08:00:00Z`,
      end: `${day(400)}T09:00:00Z`,
    });
    await create('editor', {
      ...base,
      title: 'Not for staff',
      start: `${day(3)}T08:00:00Z`,
      end: `${day(3)}T09:00:00Z`,
      label: 'personal',
    });

    const ics = await t.as(null, { url: `/api/apps/calendar/ics/${secret}` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = ics.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const raw = text.split('\r\n');
    expect(raw.every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    expect(raw.some((l) => l.startsWith(' '))).toBe(true); // the long title was folded
    const lines = parseICalendarLines(text);
    const vevents: Array<Record<string, { params: string; value: string }>> = [];
    for (const l of lines) {
      if (l.name === 'BEGIN' && l.value === 'VEVENT') vevents.push({});
      else if (vevents.length && !(l.name === 'END' && l.value === 'VEVENT')) vevents[vevents.length - 1]![l.name] = l;
    }
    const summaries = vevents.map((v) => icsUnescape(v.SUMMARY!.value));
    expect(summaries).toContain(long);
    expect(summaries).toContain('CAP inspection prep meeting'); // the seeded Lab week
    expect(summaries).not.toContain('Not for staff');
    expect(summaries).not.toContain('Too far ahead');
    expect(summaries).not.toContain('Dentist');
    const longEv = vevents.find((v) => icsUnescape(v.SUMMARY!.value) === long)!;
    expect(longEv.SUMMARY!.value).toContain('Long title\\, with\\; special \\\\ chars');
    expect(longEv.DESCRIPTION!.value).toBe('Line one\\nLine two');
    expect(longEv.DTSTART).toEqual({ name: 'DTSTART', params: '', value: `${day(3).replace(/-/g, '')}T080000Z` });
    expect(longEv.CATEGORIES!.value).toBe('Training,My calendar');
    expect(longEv.UID!.value).toMatch(/^event-\d+@lab-portal$/);
    expect(longEv.DTSTAMP!.value).toMatch(/^\d{8}T\d{6}Z$/);
    const move = vevents.find((v) => v.SUMMARY!.value === 'Lab move')!;
    expect(move.DTSTART).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: day(5).replace(/-/g, '') });
    expect(move.DTEND).toEqual({ name: 'DTEND', params: 'VALUE=DATE', value: day(7).replace(/-/g, '') });
    expect(await lastAudit()).toMatchObject({
      eventtype: 'read',
      username: 'staff@staff.com',
      entity: 'calendar-feed',
    });

    // A new link replaces the old one.
    const rotated = (await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed' })).json() as { url: string };
    expect(rotated.url).not.toBe(made.url);
    expect((await t.as(null, { url: `/api/apps/calendar/ics/${secret}` })).statusCode).toBe(404);
    const newSecret = rotated.url.split('/').pop()!;
    expect((await t.as(null, { url: `/api/apps/calendar/ics/${newSecret}` })).statusCode).toBe(200);
    // Revoked (either way) → 404, as an unknown secret.
    expect((await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed/revoke' })).json()).toEqual({
      url: null,
      active: false,
      createdAt: null,
      expiresAt: null,
    });
    expect((await t.as(null, { url: `/api/apps/calendar/ics/${newSecret}` })).statusCode).toBe(404);
    const third = (await t.as('staff', { method: 'POST', url: '/api/apps/calendar/feed' })).json() as { url: string };
    expect((await t.as('staff', { method: 'DELETE', url: '/api/apps/calendar/feed' })).statusCode).toBe(200);
    expect((await t.as(null, { url: `/api/apps/calendar/ics/${third.url.split('/').pop()}` })).statusCode).toBe(404);
    expect((await t.as(null, { url: `/api/apps/calendar/ics/${'A'.repeat(43)}` })).statusCode).toBe(404);
    // Rows are kept (revoked, not deleted).
    expect(
      (
        await t.database.db
          .select()
          .from(calendarFeeds)
          .where(eq(calendarFeeds.userId, await userId('staff@staff.com')))
      ).length,
    ).toBe(3);
  });

  it('shows a physician only the frozen sections and their own events', async () => {
    const { url } = (await t.as('physician', { method: 'POST', url: '/api/apps/calendar/feed' })).json() as {
      url: string;
    };
    const text = (await t.as(null, { url: new URL(url).pathname })).body;
    expect(text).toContain('SUMMARY:Clinic');
    expect(text).toContain('SUMMARY:Frozen section: breast margins (OR 3)');
    expect(text).not.toContain('Tumor board');
  });
});
