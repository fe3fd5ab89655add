import { eq } from 'drizzle-orm';
import {
  DEFAULT_SECURITY_SETTINGS,
  normalizeThemeSettings,
  ZLanguage,
  ZSecuritySettings,
  type TLanguage,
  type TSecuritySettings,
  type TThemeSettings,
} from '@lab/domain';
import { appSettings, users } from '../../db/schema/index';
import type { Executor } from '../../db/client';

const CUSTOMIZER_KEY = 'customizer';

/** The admin's choice on the settings page; false until someone turns it on (docs/shell.md#theme-customizer). */
export async function readCustomizerFlag(ex: Executor): Promise<boolean> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, CUSTOMIZER_KEY)).limit(1);
  return (row?.value as { enabled?: unknown } | undefined)?.enabled === true;
}

export async function writeCustomizerFlag(ex: Executor, enabled: boolean): Promise<void> {
  await ex
    .insert(appSettings)
    .values({ key: CUSTOMIZER_KEY, value: { enabled } })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: { enabled }, updatedAt: new Date() } });
}

/** A user's saved theme choices, or null when they never chose. */
export async function readThemeSettings(ex: Executor, userId: number): Promise<TThemeSettings | null> {
  const [row] = await ex.select({ s: users.themeSettings }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.s ? normalizeThemeSettings(row.s) : null;
}

export async function writeThemeSettings(ex: Executor, userId: number, settings: TThemeSettings): Promise<void> {
  await ex.update(users).set({ themeSettings: settings, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The user's chosen screen language (docs/i18n.md); null = follow the browser. */
export async function readLanguage(ex: Executor, userId: number): Promise<TLanguage | null> {
  const [row] = await ex.select({ l: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return ZLanguage.safeParse(row?.l).data ?? null;
}

export async function writeLanguage(ex: Executor, userId: number, language: TLanguage): Promise<void> {
  await ex.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The second-factor policy (docs/security.md#second-factors); the session lookup reads the same row (plugins/auth.ts). */
export const SECURITY_KEY = 'security';

export async function readSecuritySettings(ex: Executor): Promise<TSecuritySettings> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, SECURITY_KEY)).limit(1);
  const parsed = ZSecuritySettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SECURITY_SETTINGS;
}

export async function writeSecuritySettings(ex: Executor, value: TSecuritySettings): Promise<void> {
  await ex
    .insert(appSettings)
    .values({ key: SECURITY_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
