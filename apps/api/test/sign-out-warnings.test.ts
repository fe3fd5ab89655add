import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis } from '@lab/domain';
import { auditEvents, caseReports } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

/** Sign-out warns (issue 26): parts without blocks or microscopic, cassettes that do not match the blocks. */
let t: TestContext;
let rl = 0;
let patientId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const table = lookupTables.pathologists!;
  const [p] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = 'rl'`);
  rl = p!.id;
  const rows = await t.database.db.execute<{ id: number }>(sql`select id from patients order by id limit 1`);
  patientId = ((rows as unknown as { rows: Array<{ id: number }> }).rows ?? rows)[0]!.id;
}, 180_000);
afterAll(() => t.close());

/** A case of two parts: A complete, B with the given work. */
async function draftCase(b: Partial<TDiagnosis['parts'][number]>) {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId,
      pathologistId: rl,
      parts: [{ description: 'Shave' }, { description: 'Punch' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const c = res.json() as TCase;
  const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
  const [a, bPart] = d.parts;
  const saved = await t.as('pathologist', {
    method: 'PUT',
    url: `/api/cases/${c.id}/diagnosis`,
    payload: {
      rowVersion: d.rowVersion,
      comment: '',
      icdCodeIds: [],
      procedures: [],
      parts: [
        {
          ...a,
          grossDescription: 'Entirely submitted in cassette A1.',
          blocks: [{ label: 'A1', description: '', slides: [] }],
          microscopicDescription: 'Skin.',
          finalDiagnosis: 'Benign skin.',
        },
        {
          ...bPart,
          grossDescription: '',
          blocks: [],
          microscopicDescription: '',
          finalDiagnosis: 'Benign skin.',
          ...b,
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { c, rowVersion: saved.json().rowVersion as number };
}

const signOut = (id: number, body: Record<string, unknown>) =>
  t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${id}/sign-out`,
    payload: { password: 'pathologist', ...body },
  });

describe('POST /api/cases/:id/sign-out with warnings', () => {
  it('answers 409 sign_out_warnings naming each part, and signs nothing', async () => {
    const { c, rowVersion } = await draftCase({});
    const r = await signOut(c.id, { rowVersion });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      error: expect.stringMatching(/^Confirm before signing: .*Nothing was signed\.$/),
      code: 'sign_out_warnings',
      warnings: [
        { part: 'B', text: 'Part B has no block recorded.' },
        { part: 'B', text: 'Part B has no microscopic description.' },
      ],
    });
    expect(await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, c.id))).toEqual([]);
    // confirmWarnings: false is no confirmation.
    expect((await signOut(c.id, { rowVersion, confirmWarnings: false })).statusCode).toBe(409);
  });

  it('signs with confirmWarnings: true, and the audit row keeps the warnings confirmed', async () => {
    const { c, rowVersion } = await draftCase({});
    const r = await signOut(c.id, { rowVersion, confirmWarnings: true });
    expect(r.statusCode, r.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'sign-report')));
    expect((JSON.parse(audit!.newvalue!) as { confirmedWarnings: unknown }).confirmedWarnings).toEqual([
      { part: 'B', text: 'Part B has no block recorded.' },
      { part: 'B', text: 'Part B has no microscopic description.' },
    ]);
  });

  it('warns when the gross description submits other cassettes than the blocks recorded', async () => {
    const { c, rowVersion } = await draftCase({
      grossDescription: 'Bisected and submitted in cassettes B1-B3.',
      blocks: [
        { label: 'B1', description: '', slides: [] },
        { label: 'B2', description: '', slides: [] },
      ],
      microscopicDescription: 'Skin.',
    });
    const r = await signOut(c.id, { rowVersion });
    expect(r.statusCode).toBe(409);
    expect(r.json().warnings).toEqual([
      {
        part: 'B',
        text: 'Part B: the gross description submits 3 cassettes (B1, B2, B3), but 2 blocks are recorded (B1, B2).',
      },
    ]);
  });

  it('a complete case signs without confirmation; the audit keeps no warnings', async () => {
    const { c, rowVersion } = await draftCase({
      grossDescription: 'Entirely submitted in cassette B1.',
      blocks: [{ label: 'B1', description: '', slides: [] }],
      microscopicDescription: 'Skin.',
    });
    const r = await signOut(c.id, { rowVersion });
    expect(r.statusCode, r.body).toBe(200);
  });

  it('a wrong password is refused with a whole sentence, before any warning', async () => {
    const { c, rowVersion } = await draftCase({});
    const r = await signOut(c.id, { rowVersion, password: 'wrong', confirmWarnings: true });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields.password).toBe('This is not your password. The report was not signed.');
  });

  it('confirmWarnings must be a boolean', async () => {
    const { c, rowVersion } = await draftCase({});
    const r = await signOut(c.id, { rowVersion, confirmWarnings: 'yes' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toHaveProperty('confirmWarnings');
  });
});
