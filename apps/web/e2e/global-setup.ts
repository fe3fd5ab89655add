import { rmSync } from 'node:fs';
import { startPortal } from './fixtures';

/**
 * Seeds the demo data once for the whole run: a portal on E2E_PORT seeds a DATA_DIR and stops; each worker's portal
 * (fixtures.ts) starts from a copy of it (E2E_TEMPLATE_DIR) instead of seeding again.
 */
export default async function globalSetup() {
  if (process.env.E2E_EXTERNAL_URL) return;
  const seeded = await startPortal(Number(process.env.E2E_PORT ?? 3100));
  await seeded.stop(true);
  process.env.E2E_TEMPLATE_DIR = seeded.portal.dataDir;
  return () => rmSync(seeded.portal.dataDir, { recursive: true, force: true });
}
