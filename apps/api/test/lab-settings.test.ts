import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLabDateTimeWithOffset, labDate, type TCase, type TDiagnosis, type TWorklistPage } from '@lab/domain';
import { caseReports, cases } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { loadConfig } from '../src/config';
import { createTestApp, testConfig, type TestContext } from './helper';
import { pdfText } from './pdf-text';

/** The lab's clock (docs/lab-settings.md): the setting, its first-run default, and the times it prints and counts. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ config: { labTimeZone: 'America/Chicago' } });
}, 120_000);
afterAll(() => t.close());

const put = (who: 'admin' | 'editor', payload: unknown) =>
  t.as(who, { method: 'PUT', url: '/api/settings/lab', payload: payload as object });

async function idOf(key: string, code: string) {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

describe('LAB_TIMEZONE', () => {
  it('is an IANA name, spelled as the runtime spells it; anything else stops the start naming it', () => {
    const { dataDir } = testConfig();
    expect(loadConfig({ DATA_DIR: dataDir, LAB_TIMEZONE: 'europe/paris' }).labTimeZone).toBe('Europe/Paris');
    expect(loadConfig({ DATA_DIR: dataDir }).labTimeZone).toBe('UTC');
    expect(() => loadConfig({ DATA_DIR: dataDir, LAB_TIMEZONE: 'Central Time' })).toThrow(
      /LAB_TIMEZONE: must be an IANA time zone name/,
    );
  });
});

describe('GET/PUT /api/settings/lab', () => {
  it('starts from LAB_TIMEZONE, English reports and no holidays; staff read it, physicians and patients do not', async () => {
    const res = await t.as('editor', { url: '/api/settings/lab' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/Chicago', reportLanguage: 'en', holidays: [] });
    expect((await t.as('physician', { url: '/api/settings/lab' })).statusCode).toBe(403);
    expect((await t.as('patient', { url: '/api/settings/lab' })).statusCode).toBe(403);
  });

  it('is changed by an admin only; a wrong zone, language or date is a 400 naming the field', async () => {
    const good = { timeZone: 'America/Chicago', reportLanguage: 'es', holidays: ['2026-12-25', '2026-11-26'] };
    expect((await put('editor', good)).statusCode).toBe(403);
    const bad = await put('admin', { ...good, timeZone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ timeZone: 'must be an IANA time zone name, such as America/Chicago or UTC' });
    const badLanguage = await put('admin', { ...good, reportLanguage: 'de' });
    expect(badLanguage.statusCode).toBe(400);
    expect(Object.keys(badLanguage.json().fields)).toEqual(['reportLanguage']);
    const badDay = await put('admin', { ...good, holidays: ['2026-02-30'] });
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json().fields)).toEqual(['holidays.0']);

    const saved = await put('admin', good);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...good, holidays: ['2026-11-26', '2026-12-25'] });
    expect((await t.as('editor', { url: '/api/settings/lab' })).json()).toEqual(saved.json());
    const audit = JSON.stringify((await t.as('admin', { url: '/api/aggrid/data' })).json());
    expect(audit).toContain('"datavalue":"reportLanguage"');
    expect(audit).toContain('"datavalue":"holidays"');
    // Back to English for the tests below; the spelling is the runtime's.
    const lower = await put('admin', { ...good, timeZone: 'america/chicago', reportLanguage: 'en', holidays: [] });
    expect(lower.json().timeZone).toBe('America/Chicago');
  });
});

describe('times in the lab zone', () => {
  it('prints the report’s times in the lab zone with its abbreviation, and keeps the zone with the version', async () => {
    const [patient] = await t.database.db
      .execute<{ id: number }>(sql`select id from patients order by id limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
    const [provider] = await t.database.db
      .execute<{ id: number }>(sql`select id from providers order by id limit 1`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
    const created = await t.as('editor', {
      method: 'POST',
      url: '/api/cases',
      payload: {
        caseType: 'S',
        patientId: patient!.id,
        providerId: provider!.id,
        pathologistId: await idOf('pathologists', 'RL'),
        parts: [{ description: 'Shave biopsy' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json() as TCase;
    // Received on Friday 2026-11-20 at 19:30 in Chicago: Saturday 01:30 in UTC.
    await t.database.db
      .update(cases)
      .set({ receivedAt: new Date('2026-11-21T01:30:00Z') })
      .where(eq(cases.id, c.id));
    const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    const saved = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: {
        rowVersion: d.rowVersion,
        comment: '',
        icdCodeIds: [],
        procedures: [],
        parts: d.parts.map((p) => ({
          ...p,
          grossDescription: 'Received in formalin, entirely submitted in A1.',
          blocks: [{ label: 'A1', description: '', slides: [] }],
          microscopicDescription: 'Acanthotic epidermis with horn cysts.',
          finalDiagnosis: 'SEBORRHEIC KERATOSIS.',
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const signed = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/sign-out`,
      payload: { password: 'pathologist', rowVersion: saved.json().rowVersion },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const text = pdfText((await t.as('editor', { url: `/api/cases/${c.id}/reports/1/pdf` })).rawPayload);
    expect(text).toContain('11/20/2026 19:30 CST');
    expect(text).not.toContain(' UTC');
    const [report] = await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, c.id));
    expect(report!.content.lab.timeZone).toBe('America/Chicago');
  });

  it('gives each audit row its time in the lab zone with the offset', async () => {
    const page = (await t.as('admin', { url: '/api/aggrid/data?pageSize=5' })).json() as {
      data: { datecreated: string; labTime: string }[];
    };
    expect(page.data.length).toBeGreaterThan(0);
    for (const r of page.data) {
      expect(r.labTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} -0[56]:00$/);
      expect(r.labTime).toBe(formatLabDateTimeWithOffset(new Date(r.datecreated), 'America/Chicago'));
    }
  });

  it('counts the worklist’s ages on the lab’s calendar: its holidays are not working days', async () => {
    const worklist = async () =>
      ((await t.as('staff', { url: '/api/results/worklist?pageSize=500&pathologist=any' })).json() as TWorklistPage)
        .data;
    const open = (await worklist()).find((r) => Date.now() - Date.parse(r.receivedAt) > 10 * 86_400_000);
    expect(open, 'a seeded case open for more than ten days').toBeDefined();
    expect(open!.ageWorkingDays).toBeGreaterThan(5);
    // Every day of the lab's calendar since the case came in, today included, is a holiday: no working time.
    const holidays: string[] = [];
    for (let at = Date.parse(open!.receivedAt) - 86_400_000; at <= Date.now() + 86_400_000; at += 3_600_000) {
      const day = labDate(new Date(at), 'America/Chicago');
      if (!holidays.includes(day)) holidays.push(day);
    }
    expect((await put('admin', { timeZone: 'America/Chicago', reportLanguage: 'en', holidays })).statusCode).toBe(200);
    expect((await worklist()).find((r) => r.id === open!.id)!.ageWorkingDays).toBe(0);
    await put('admin', { timeZone: 'America/Chicago', reportLanguage: 'en', holidays: [] });
  });
});
