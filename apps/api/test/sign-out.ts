import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TDiagnosis } from '@lab/domain';
import { lookupTables } from '../src/db/schema/lookups';
import type { TestContext } from './helper';

/**
 * Signing a case as the demo pathologist (RL) for tests that need a released report (results out, FHIR reads):
 * the diagnosis written, then the electronic signature; an amendment the same way.
 */
export async function lookupId(t: TestContext, key: string, code: string): Promise<number> {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

/** Assigns the case to RL (unless it is already), writes a diagnosis with one H&E slide per part and signs it out. */
export async function signCase(t: TestContext, caseId: number, opts: { assign?: boolean } = {}): Promise<void> {
  if (opts.assign) {
    const assigned = await t.as('editor', {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      payload: { pathologistId: await lookupId(t, 'pathologists', 'RL') },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  const he = await lookupId(t, 'stainlist', 'HE');
  const d = (await t.as('pathologist', { url: `/api/cases/${caseId}/diagnosis` })).json() as TDiagnosis;
  const saved = await t.as('pathologist', {
    method: 'PUT',
    url: `/api/cases/${caseId}/diagnosis`,
    payload: {
      rowVersion: d.rowVersion,
      comment: '',
      icdCodeIds: [],
      procedures: [],
      parts: d.parts.map((p) => ({
        ...p,
        grossDescription: 'A shave of skin.',
        blocks: [{ label: `${p.letter}1`, description: '', slides: [{ label: `${p.letter}1-1`, stainId: he }] }],
        microscopicDescription: 'Nests of basaloid cells.',
        finalDiagnosis: 'BASAL CELL CARCINOMA.',
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const signed = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${caseId}/sign-out`,
    payload: { password: 'pathologist', rowVersion: saved.json().rowVersion },
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

/** A corrected version (amendment) of a signed case: a new comment, with its reason. */
export async function amendCase(t: TestContext, caseId: number, comment = 'Margins reviewed again.'): Promise<void> {
  const d = (await t.as('pathologist', { url: `/api/cases/${caseId}/diagnosis` })).json() as TDiagnosis;
  const res = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${caseId}/amendments`,
    payload: { password: 'pathologist', rowVersion: d.rowVersion, reason: 'Comment added', comment },
  });
  expect(res.statusCode, res.body).toBe(200);
}
