import { z } from 'zod';

/**
 * A signed download link (docs/api.md#signed-download-links): for a GET the browser opens itself (a PDF or file in
 * a new tab, an export, the live channel), which cannot send the Authorization header.
 */
export const ZDownloadSignRequest = z.object({
  path: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\/api\/[^?#]*(\?[^#]*)?$/, 'must be a path under /api/, with an optional query'),
});
export type TDownloadSignRequest = z.infer<typeof ZDownloadSignRequest>;

export const ZDownloadSignResponse = z.object({
  /** The path and query asked for, with `sig` and `exp` added. */
  url: z.string(),
  /** When the link stops opening (ISO 8601). */
  expiresAt: z.string(),
});
export type TDownloadSignResponse = z.infer<typeof ZDownloadSignResponse>;
