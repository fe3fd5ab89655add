import { eq } from 'drizzle-orm';
import { DEFAULT_LAB_SETTINGS, ZLabSettings, type TLabCalendar, type TLabSettings } from '@lab/domain';
import { appSettings } from '../db/schema/index';
import type { Executor } from '../db/client';
import type { AppConfig } from '../config';

/**
 * The lab's clock and calendar (docs/lab-settings.md): one row of app_settings, read by every feature that prints
 * or counts a time (report PDFs, worklist ages, the dashboard's turnaround, the audit trail, mails). Until an admin
 * saves it, the zone is LAB_TIMEZONE's (else UTC).
 */
const LAB_KEY = 'lab';

export async function readLabSettings(ex: Executor, config: Pick<AppConfig, 'labTimeZone'>): Promise<TLabSettings> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, LAB_KEY)).limit(1);
  const parsed = ZLabSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_LAB_SETTINGS, timeZone: config.labTimeZone };
}

/** The zone and holidays only: what the working-day count and the printed times need. */
export async function readLabCalendar(ex: Executor, config: Pick<AppConfig, 'labTimeZone'>): Promise<TLabCalendar> {
  const { timeZone, holidays } = await readLabSettings(ex, config);
  return { timeZone, holidays };
}

export async function writeLabSettings(ex: Executor, value: TLabSettings): Promise<void> {
  await ex
    .insert(appSettings)
    .values({ key: LAB_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
