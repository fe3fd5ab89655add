import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, cases, notifications, patients, providers, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

/** The record groups of the top-bar search (Files, Patients, Cases) and the STAT alert, on the demo data. */
let t: TestContext;
type Group = { groupTitle: string; data: Array<{ title: string; link: string }> };
const search = async (who: 'editor' | 'physician' | 'patient', q: string) =>
  ((await t.as(who, { url: `/api/main-search/data?q=${encodeURIComponent(q)}` })).json() as { searchResult: Group[] })
    .searchResult;
const group = (groups: Group[], title: string) => groups.find((g) => g.groupTitle === title);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('top-bar search over records', () => {
  it('finds patients by the patient-list tokens and audits the read', async () => {
    const [smith] = await t.database.db.select().from(patients).where(eq(patients.lastName, 'Smith')).limit(1);
    expect(smith).toBeDefined();
    const groups = await search('editor', `smi ${smith!.dob.slice(0, 4)}`);
    const found = group(groups, 'Patients')!.data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.title.startsWith('Smith, '))).toBe(true);
    expect(found[0]!.link).toMatch(/^\/patient\/\d+$/);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventtype, 'read'), eq(auditEvents.entity, 'search')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.eventdescription).toMatch(/Top-bar search "smi \d{4}" showed \d+ patients/);
  });

  it('finds a patient by "first last" as well as "last first", prefix matches first', async () => {
    const created = await t.as('editor', {
      method: 'POST',
      url: '/api/patients',
      payload: { lastName: 'Qatest', firstName: 'Zelda', dob: '1971-02-03', sex: 'female' },
    });
    expect(created.statusCode).toBe(201);
    for (const q of ['zelda qatest', 'qatest zelda', 'Zel Qat 1971', 'zelda']) {
      const found = group(await search('editor', q), 'Patients')?.data ?? [];
      expect(
        found.map((p) => p.title),
        q,
      ).toContain('Qatest, Zelda');
    }
    await t.as('editor', {
      method: 'POST',
      url: '/api/patients',
      payload: { lastName: 'Zeldanova', firstName: 'Ann', dob: '1972-02-03', sex: 'female' },
    });
    const titles = group(await search('editor', 'zelda'), 'Patients')!.data.map((p) => p.title);
    expect(titles.indexOf('Zeldanova, Ann')).toBeLessThan(titles.indexOf('Qatest, Zelda'));
  });

  it('finds a case by number prefix, exact match first', async () => {
    const [c] = await t.database.db.select().from(cases).orderBy(cases.id).limit(1);
    const groups = await search('editor', c!.caseNumber);
    expect(group(groups, 'Cases')!.data[0]).toMatchObject({ link: `/specimen/${c!.id}` });
    expect(group(groups, 'Cases')!.data[0]!.title.startsWith(c!.caseNumber)).toBe(true);
  });

  it('shows a physician only the cases they ordered and no patient or file group', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'physician@demo.com'));
    const mine = await t.database.db
      .select({ caseNumber: cases.caseNumber, userId: providers.userId })
      .from(cases)
      .innerJoin(providers, eq(providers.id, cases.providerId));
    const others = mine.filter((r) => r.userId !== me!.id);
    const own = mine.find((r) => r.userId === me!.id);
    expect(own && others.length).toBeTruthy();
    const groups = await search('physician', own!.caseNumber);
    expect(group(groups, 'Cases')!.data.length).toBeGreaterThan(0);
    expect(group(groups, 'Patients')).toBeUndefined();
    expect(group(groups, 'Files')).toBeUndefined();
    expect(group(await search('physician', others[0]!.caseNumber), 'Cases')!.data).toEqual([]);
    expect(group(await search('patient', 'smi'), 'Cases')).toBeUndefined();
  });
});

describe('STAT accessioning', () => {
  it('notifies the lab staff of a new STAT case, not of a routine one', async () => {
    const db = t.database.db;
    const [patient] = await db.select().from(patients).limit(1);
    const [site] = await db.select().from(lookupTables.bodysites!).limit(1);
    const accession = (priority: string) =>
      t.as('editor', {
        method: 'POST',
        url: '/api/cases',
        payload: {
          caseType: 'S',
          priority,
          patientId: patient!.id,
          parts: [{ bodySiteId: site!.id, description: 'Core biopsy' }],
        },
      });
    const [staff] = await db.select().from(users).where(eq(users.email, 'staff@staff.com'));
    const before = (await db.select().from(notifications).where(eq(notifications.userId, staff!.id))).map((n) => n.id);
    const routine = await accession('routine');
    expect(routine.statusCode, routine.body).toBe(201);
    const stat = await accession('stat');
    expect(stat.statusCode, stat.body).toBe(201);
    const mine = (await db.select().from(notifications).where(eq(notifications.userId, staff!.id))).filter(
      (n) => !before.includes(n.id),
    );
    expect(mine.map((n) => [n.title, n.link])).toEqual([
      [`New STAT case ${stat.json().caseNumber}`, `/specimen/${stat.json().id}`],
    ]);
  });
});

describe('home summary', () => {
  it('counts open work for staff and only their own cases for a physician', async () => {
    const staff = (await t.as('editor', { url: '/api/cases/summary' })).json();
    const open = await t.database.db.select().from(cases);
    const expectedStat = open.filter(
      (c) => c.priority === 'stat' && !['signed-out', 'amended', 'addended', 'cancelled'].includes(c.status),
    ).length;
    expect(staff.statOpen).toBe(expectedStat);
    expect(staff.inProgress).toBeGreaterThan(0);
    const physician = (await t.as('physician', { url: '/api/cases/summary' })).json();
    expect(physician.inProgress).toBeGreaterThan(0);
    expect(physician.inProgress).toBeLessThan(staff.inProgress);
    expect((await t.as('patient', { url: '/api/cases/summary' })).statusCode).toBe(403);
  });
});
