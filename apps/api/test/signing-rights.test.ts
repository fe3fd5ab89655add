import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDiagnosis, TUserRecord } from '@lab/domain';
import { caseReports, cases, users } from '../src/db/schema/index';
import { lookupColumn, lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type DemoWho, type TestContext } from './helper';

/**
 * Issue 24, findings 3 and 4 (docs/security.md#signing-review-and-the-lock): nobody signs as someone else — the
 * Pathologists link is proposed by an administrator for another user and confirmed by that user, never moved from
 * its holder — and a signature applies to the rowVersion the signer reviewed.
 */
let t: TestContext;
const pathologists = lookupTables.pathologists!;
const ids = {} as Record<'rl' | 'free' | 'admin' | 'staff' | 'pathologist', number>;

async function pathologistCode(code: string) {
  const [row] = await t.database.db
    .select({ id: pathologists.id })
    .from(pathologists)
    .where(eq(pathologists.code, code));
  return row!.id;
}
async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
const linkedUserOf = async (pathologistId: number) =>
  (
    await t.database.db
      .select({ userId: lookupColumn('pathologists', 'userId') })
      .from(pathologists)
      .where(eq(pathologists.id, pathologistId))
  )[0]!.userId as number | null;

beforeAll(async () => {
  t = await createTestApp();
  const [free] = await t.database.db
    .select({ id: pathologists.id })
    .from(pathologists)
    .where(sql`${lookupColumn('pathologists', 'userId')} is null`)
    .limit(1);
  Object.assign(ids, {
    rl: await pathologistCode('RL'),
    free: free!.id,
    admin: await userId('admin@admin.com'),
    staff: await userId('staff@staff.com'),
    pathologist: await userId('pathologist@demo.com'),
  });
}, 180_000);
afterAll(() => t.close());

/** The user record as the admin's form sends it back, with a pathologist_id. */
async function putLink(who: DemoWho, id: number, pathologistId: number | null) {
  const record = (await t.as('admin', { url: `/api/users/${id}` })).json() as TUserRecord;
  const {
    id: _i,
    created_at: _c,
    last_login_at: _l,
    must_change_password: _m,
    avatar: _a,
    pathologist_link_pending: _p,
    ...input
  } = record;
  return t.as(who, { method: 'PUT', url: `/api/users/${id}`, payload: { ...input, pathologist_id: pathologistId } });
}

/** A case of Rosa Lind's that the demo seed signed out. */
async function signedCaseOfRosa() {
  const [c] = await t.database.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.pathologistId, ids.rl), inArray(cases.status, ['signed-out', 'amended', 'addended'])))
    .orderBy(cases.id)
    .limit(1);
  return c!.id;
}

/** An open case of Rosa Lind's with a final diagnosis on every part, saved by the staff: rowVersion returned. */
async function readyCaseOfRosa(): Promise<{ id: number; dx: TDiagnosis }> {
  const open = await t.database.db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        eq(cases.pathologistId, ids.rl),
        inArray(cases.status, ['accessioned', 'grossed', 'in-histology', 'pending-diagnosis']),
      ),
    )
    .orderBy(cases.id);
  for (const { id } of open) {
    const dx = (await t.as('staff', { url: `/api/cases/${id}/diagnosis` })).json() as TDiagnosis;
    if (!dx.editable || dx.parts.length === 0) continue;
    const saved = await t.as('staff', {
      method: 'PUT',
      url: `/api/cases/${id}/diagnosis`,
      payload: { ...dx, parts: dx.parts.map((p) => ({ ...p, finalDiagnosis: 'BENIGN COMPOUND NEVUS.' })) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, dx: saved.json() };
  }
  throw new Error('no open case of Rosa Lind in the demo');
}

describe('nobody signs as someone else', () => {
  it('refuses an administrator changing their own Pathologists link, so they cannot then sign as Rosa Lind', async () => {
    const own = await putLink('admin', ids.admin, ids.rl);
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().fields).toHaveProperty('pathologist_id');
    expect(own.json().error).toMatch(/your own Pathologists link/);
    // Rosa Lind's link stayed with her.
    expect(await linkedUserOf(ids.rl)).toBe(ids.pathologist);

    // The admin's own password does not sign Rosa Lind's case: the admin is not her linked user.
    const caseId = await signedCaseOfRosa();
    const dx = (await t.as('admin', { url: `/api/cases/${caseId}/diagnosis` })).json() as TDiagnosis;
    const amend = await t.as('admin', {
      method: 'POST',
      url: `/api/cases/${caseId}/amendments`,
      payload: {
        reason: 'x',
        password: 'adminadmin',
        rowVersion: dx.rowVersion,
        parts: dx.parts.map((p) => ({ ...p, finalDiagnosis: 'CHANGED.' })),
      },
    });
    expect(amend.statusCode, amend.body).toBe(403);
    const addendum = await t.as('admin', {
      method: 'POST',
      url: `/api/cases/${caseId}/addenda`,
      payload: { text: 'x', password: 'adminadmin', rowVersion: dx.rowVersion },
    });
    expect(addendum.statusCode, addendum.body).toBe(403);
    const { id: openId, dx: openDx } = await readyCaseOfRosa();
    const signOut = await t.as('admin', {
      method: 'POST',
      url: `/api/cases/${openId}/sign-out`,
      payload: { password: 'adminadmin', rowVersion: openDx.rowVersion },
    });
    expect(signOut.statusCode, signOut.body).toBe(403);
    expect(signOut.json().error).toMatch(/assigned to another pathologist/);
    const versions = await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, openId));
    expect(versions).toEqual([]);
  });

  it('never moves a link from its holder: 409 naming who holds it', async () => {
    const moved = await putLink('admin', ids.staff, ids.rl);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().fields.pathologist_id).toMatch(
      /Rosa Lind, MD is linked to Dr\. Rosa Lind \(pathologist@demo\.com/,
    );
    expect(await linkedUserOf(ids.rl)).toBe(ids.pathologist);
  });

  it('is not changed through the Pathologists list either', async () => {
    const entry = (await t.as('editor', { url: `/api/lookups/pathologists/${ids.rl}` })).json();
    const res = await t.as('editor', {
      method: 'PUT',
      url: `/api/lookups/pathologists/${ids.rl}`,
      payload: { ...entry, userId: await userId('demo@demo.com') },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty('userId');
    expect(await linkedUserOf(ids.rl)).toBe(ids.pathologist);
    // Unchanged, the entry still saves.
    const same = await t.as('editor', { method: 'PUT', url: `/api/lookups/pathologists/${ids.rl}`, payload: entry });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('takes effect only when the user confirms the proposal with their own password', async () => {
    const proposed = await putLink('admin', ids.staff, ids.free);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({ pathologist_id: null, pathologist_link_pending: ids.free });
    expect(await linkedUserOf(ids.free)).toBeNull();

    const state = await t.as('staff', { url: '/api/account/pathologist-link' });
    expect(state.json()).toMatchObject({
      pathologistId: null,
      proposal: { pathologistId: ids.free, proposedBy: 'Alex Admin' },
    });
    const wrong = await t.as('staff', {
      method: 'POST',
      url: '/api/account/pathologist-link/confirm',
      payload: { password: 'adminadmin' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('password');
    expect(await linkedUserOf(ids.free)).toBeNull();

    const ok = await t.as('staff', {
      method: 'POST',
      url: '/api/account/pathologist-link/confirm',
      payload: { password: 'staffstaff' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ pathologistId: ids.free, proposal: null });
    expect(await linkedUserOf(ids.free)).toBe(ids.staff);
    const record = (await t.as('admin', { url: `/api/users/${ids.staff}` })).json();
    expect(record).toMatchObject({ pathologist_id: ids.free, pathologist_link_pending: null });

    // Unlinking takes effect at once (taking a right away needs no confirmation).
    const unlinked = await putLink('admin', ids.staff, null);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await linkedUserOf(ids.free)).toBeNull();
  });
});

describe('a signature applies to what was reviewed', () => {
  it('refuses a sign-out of a diagnosis that moved since it was read: 409 with the current one', async () => {
    const { id, dx: reviewed } = await readyCaseOfRosa();
    // Staff change it after the pathologist read it.
    const changed = await t.as('staff', {
      method: 'PUT',
      url: `/api/cases/${id}/diagnosis`,
      payload: {
        ...reviewed,
        parts: reviewed.parts.map((p) => ({ ...p, finalDiagnosis: 'MALIGNANT MELANOMA, Breslow 4.1 mm.' })),
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${id}/sign-out`,
      payload: { password: 'pathologist', rowVersion: reviewed.rowVersion },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      current: { rowVersion: reviewed.rowVersion + 1 },
    });
    expect(stale.json().current.parts[0].finalDiagnosis).toMatch(/MALIGNANT MELANOMA/);
    expect(await t.database.db.select().from(caseReports).where(eq(caseReports.caseId, id))).toEqual([]);

    const missing = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${id}/sign-out`,
      payload: { password: 'pathologist' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('rowVersion');

    // Having read the current version, the pathologist signs what they read.
    const signed = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${id}/sign-out`,
      // The demo case has no blocks: the pathologist confirms the sign-out warnings.
      payload: { password: 'pathologist', rowVersion: reviewed.rowVersion + 1, confirmWarnings: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('refuses an amendment or addendum on a stale rowVersion; an addendum moves the version too', async () => {
    const id = await signedCaseOfRosa();
    const read = (await t.as('pathologist', { url: `/api/cases/${id}/diagnosis` })).json() as TDiagnosis;
    for (const url of ['amendments', 'addenda']) {
      const res = await t.as('pathologist', {
        method: 'POST',
        url: `/api/cases/${id}/${url}`,
        payload: { reason: 'r', text: 't', password: 'pathologist' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toHaveProperty('rowVersion');
    }
    const first = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${id}/addenda`,
      payload: { text: 'Deeper levels reviewed.', password: 'pathologist', rowVersion: read.rowVersion },
    });
    expect(first.statusCode, first.body).toBe(200);
    const amend = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${id}/amendments`,
      payload: {
        reason: 'Revised',
        password: 'pathologist',
        rowVersion: read.rowVersion,
        parts: read.parts.map((p) => ({ ...p, finalDiagnosis: `${p.finalDiagnosis} REVISED.` })),
      },
    });
    expect(amend.statusCode, amend.body).toBe(409);
    expect(amend.json()).toMatchObject({ code: 'stale_version', current: { rowVersion: read.rowVersion + 1 } });
    const again = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${id}/addenda`,
      payload: { text: 'Twice?', password: 'pathologist', rowVersion: read.rowVersion },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('stale_version');
  });
});
