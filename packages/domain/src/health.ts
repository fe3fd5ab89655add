import { z } from 'zod';

export const ZHealth = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

/** What the browser needs to know before sign-in. */
export const ZPublicConfig = z.object({
  labName: z.string(),
  idleTimeoutMinutes: z.number(),
  tokenTtlSeconds: z.number(),
  version: z.string(),
  /** The database holds the demo accounts with their published passwords: the top bar says so. */
  demoData: z.boolean(),
  /** No administrator yet: the first-run setup page (/setup) is open. */
  setupNeeded: z.boolean(),
  /**
   * The address links in mails and calendar feeds start with (PUBLIC_URL, or the one entered at first-run setup);
   * null while none is set, and then the setup page asks for it.
   */
  publicUrl: z.string().nullable(),
  /** Single sign-on with OpenID Connect (OIDC_ISSUER…): the sign-in button's words; null when not configured. */
  oidc: z.object({ name: z.string() }).nullable().default(null),
  /** An administrator allows signing in with a passkey alone: the sign-in card offers it (docs/security.md#passkeys). */
  passwordlessPasskeys: z.boolean().default(false),
  /** The lab's IANA time zone (docs/lab-settings.md): every screen prints times in it, whatever the browser's zone. */
  timeZone: z.string().default('UTC'),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
