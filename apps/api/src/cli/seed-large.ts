import { loadConfig } from '../config';
import { openCommandDatabase } from './open-database';
import { seedDemo } from '../seed/index';
import { LARGE_SEED_DEFAULTS, seedLarge } from '../seed/large';

/**
 * `npm run seed:large`: 300,000 patients and 1,000,000 cases into the configured database
 * (DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL). SEED_PATIENTS / SEED_CASES change the sizes.
 */
const config = loadConfig();
const database = await openCommandDatabase(config);
console.log(`Database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'}`);
try {
  // The demo accounts (and lookup entries) come first, so the portal can be used on the loaded data.
  if (config.seedDemo && (await seedDemo(database.db, config))) console.log('Seeded the demo data.');
  await seedLarge(database.db, {
    patients: Number(process.env.SEED_PATIENTS ?? LARGE_SEED_DEFAULTS.patients),
    cases: Number(process.env.SEED_CASES ?? LARGE_SEED_DEFAULTS.cases),
  });
} finally {
  await database.close();
}
