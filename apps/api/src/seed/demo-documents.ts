import { desc, eq, inArray, ne } from 'drizzle-orm';
import { encodeTiff, tiffPage } from '@lab/domain';
import type { Db } from '../db/client';
import { cases, documents, users } from '../db/schema/index';
import { SYSTEM_ACTOR } from '../plugins/audit';
import { findCase, loadCaseDetail } from '../services/case-records';
import { renderRequisitionPdf } from '../routes/cases/requisition';
import { createFileStore } from '../lib/file-store';
import { saveDocumentBytes } from '../routes/documents/service';
import type { SeedContext } from './context';

/** How many of the newest open demo cases get a requisition; the newest also gets a TIFF scan. */
const CASES_WITH_REQUISITION = 3;
export const DEMO_TIFF_TITLE = 'Slide scan (TIFF, 2 pages)';

/** A small two-page TIFF: a stained section on a slide, then a grey scanned form. */
export function demoSlideTiff(): Uint8Array {
  const w = 320;
  const h = 200;
  // Deterministic scatter: about half of the 10 px cells hold one nucleus, off-centre.
  const hash = (a: number, b: number) => (((a * 73856093) ^ (b * 19349663)) >>> 0) % 1000;
  const section = tiffPage(w, h, (x, y) => {
    const dx = (x - w / 2) / 125;
    const dy = (y - h / 2) / 70;
    if (dx * dx + dy * dy >= 1) return [250, 248, 245];
    const cx = Math.floor(x / 10);
    const cy = Math.floor(y / 10);
    const k = hash(cx, cy);
    const nx = cx * 10 + 2 + (k % 6);
    const ny = cy * 10 + 2 + ((k >> 3) % 6);
    if (k < 550 && (x - nx) ** 2 + (y - ny) ** 2 <= 5) return [88, 40, 140];
    return [236, 150 + ((x * 3 + y) % 25), 195];
  });
  const form = tiffPage(w, h, (x, y) => {
    const line = y > 30 && y % 22 < 2 && x > 20 && x < w - 20;
    const title = y > 10 && y < 20 && x > 20 && x < 160;
    return line || title ? [90, 90, 90] : [238, 238, 238];
  });
  return encodeTiff([section, form]);
}

/**
 * Real files on a few demo cases, stored as an upload would be (SHA-256, DATA_DIR/files, audit): a generated
 * requisition PDF naming the case, patient, provider and tests, and one TIFF so the TIFF viewer has something
 * to show. Cases that already have documents are left alone, so the step may run again.
 */
export async function seedDemoDocuments(db: Db, ctx: SeedContext): Promise<void> {
  const picked = await db
    .select({ id: cases.id })
    .from(cases)
    .where(ne(cases.status, 'cancelled'))
    .orderBy(desc(cases.receivedAt), desc(cases.id))
    .limit(CASES_WITH_REQUISITION);
  if (!picked.length) return;
  const ids = picked.map((c) => c.id);
  const filed = new Set(
    (await db.select({ caseId: documents.caseId }).from(documents).where(inArray(documents.caseId, ids))).map(
      (d) => d.caseId,
    ),
  );
  const store = createFileStore(ctx, db);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@demo.com'));
  const uploadedBy = staff?.id ?? null;
  for (const [i, { id }] of picked.entries()) {
    if (filed.has(id)) continue;
    const detail = await loadCaseDetail(db, (await findCase(db, { id }, { kind: 'all' }))!);
    const pdf = await renderRequisitionPdf(detail, ctx);
    await saveDocumentBytes(db, store, SYSTEM_ACTOR, pdf, {
      title: `Requisition ${detail.caseNumber}`,
      category: 'requisition',
      fileName: `requisition-${detail.caseNumber}.pdf`,
      caseId: id,
      uploadedBy,
    });
    if (i === 0) {
      await saveDocumentBytes(db, store, SYSTEM_ACTOR, demoSlideTiff(), {
        title: DEMO_TIFF_TITLE,
        category: 'image',
        fileName: `slide-${detail.caseNumber}.tif`,
        caseId: id,
        uploadedBy,
      });
    }
  }
}
