import { eq } from 'drizzle-orm';
import { publicLink as joinLink, publicOrigin } from '@lab/domain';
import type { AppConfig } from '../config';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema/index';
import { HttpError } from '../lib/http-error';

const PUBLIC_URL_KEY = 'public-url';

export const PUBLIC_URL_MISSING =
  "The portal's public address is not set (PUBLIC_URL, or the first-run setup): no link can be made";

/** The public address entered at first-run setup (an origin), or null. */
export async function readPublicUrl(ex: Executor): Promise<string | null> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, PUBLIC_URL_KEY)).limit(1);
  const value = (row?.value as { url?: unknown } | undefined)?.url;
  // Checked again as it is read: a value changed by hand that is no origin is not used.
  return typeof value === 'string' ? publicOrigin(value) : null;
}

export async function writePublicUrl(ex: Executor, url: string): Promise<void> {
  const value = { url };
  await ex
    .insert(appSettings)
    .values({ key: PUBLIC_URL_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** The public address saved at setup replaces the demo default; PUBLIC_URL, when set in the environment, wins. */
export async function applyStoredPublicUrl(ex: Executor, config: AppConfig): Promise<void> {
  if (config.publicUrlFromEnv) return;
  const stored = await readPublicUrl(ex);
  if (stored) config.publicUrl = stored;
}

/**
 * The origin links start with, or null while none is set. Never a request's Host or X-Forwarded-* header
 * (docs/security.md#links-feeds-names-and-files). Read from the settings when this process has none yet: the
 * first-run setup may have stored it through another process.
 */
export async function publicOriginOf(ex: Executor, config: AppConfig): Promise<string | null> {
  if (!config.publicUrl) await applyStoredPublicUrl(ex, config);
  return config.publicUrl ?? null;
}

/** An absolute link to `path` under the public address; 503 `unavailable` while none is set. */
export async function publicLinkTo(ex: Executor, config: AppConfig, path: string): Promise<string> {
  const origin = await publicOriginOf(ex, config);
  if (!origin) throw new HttpError(503, PUBLIC_URL_MISSING, undefined, 'unavailable');
  return joinLink(origin, path);
}
