import { and, eq, isNull, sql } from 'drizzle-orm';
import { escapeLike, STAFF_ROLES } from '@lab/domain';
import { documents, users } from '../../db/schema/index';
import type { SearchProvider } from '../../lib/search-provider';

const size = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Files in the top-bar search (docs/shell.md#search: title, by, size, file): the portal's documents. */
export const filesSearchProvider: SearchProvider = {
  groupTitle: 'Files',
  roles: STAFF_ROLES,
  area: 'documents',
  revealsPatientData: true,
  async search(ex, q, limit) {
    const text = q.trim();
    if (!text) return [];
    const rows = await ex
      .select({
        id: documents.id,
        title: documents.title,
        fileName: documents.fileName,
        sizeBytes: documents.sizeBytes,
        uploadedAt: documents.uploadedAt,
        by: users.name,
      })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(
        and(
          isNull(documents.deletedAt),
          sql`(${documents.title} ilike ${`%${escapeLike(text)}%`} or ${documents.fileName} ilike ${`%${escapeLike(text)}%`})`,
        ),
      )
      .orderBy(
        sql`case when lower(${documents.title}) like ${`${escapeLike(text.toLowerCase())}%`} then 0 else 1 end`,
        documents.title,
        documents.id,
      )
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      by: r.by ?? 'unknown',
      size: size(r.sizeBytes),
      file: r.fileName,
      date: r.uploadedAt.toISOString(),
      link: `/documents?q=${encodeURIComponent(r.title)}`,
    }));
  },
};
