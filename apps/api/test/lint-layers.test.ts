import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The repository root: eslint.config.js and the paths it matches are relative to it. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (relative to the root). */
async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

describe('API layers (eslint: local/no-cross-route-imports)', () => {
  it("refuses a route folder importing another route folder's files", async () => {
    const code = "import { listPatients } from '../patients/repository';\nexport const x = listPatients;\n";
    expect(await ruleIds(code, 'apps/api/src/routes/cases/x.ts')).toContain('local/no-cross-route-imports');
  });

  it('refuses the same through a path that leaves and re-enters routes/, a re-export or the routes index', async () => {
    const viaRoot = "import { notify } from '../../routes/notifications/repository';\nexport const x = notify;\n";
    expect(await ruleIds(viaRoot, 'apps/api/src/routes/cases/x.ts')).toContain('local/no-cross-route-imports');
    const reExport = "export { listAudit } from '../audit/index';\n";
    expect(await ruleIds(reExport, 'apps/api/src/routes/users/x.ts')).toContain('local/no-cross-route-imports');
    const index = "import { SEARCH_PROVIDERS } from '../index';\nexport const x = SEARCH_PROVIDERS;\n";
    expect(await ruleIds(index, 'apps/api/src/routes/search/x.ts')).toContain('local/no-cross-route-imports');
  });

  it('allows its own folder, lib/, services/, db/ and plugins/', async () => {
    const code = [
      "import { listCases } from './repository';",
      "import { likeEscape } from '../../lib/like';",
      "import { notify } from '../../services/notify';",
      "import { cases } from '../../db/schema/index';",
      "import { writeAudit } from '../../plugins/audit';",
      'export const x = [listCases, likeEscape, notify, cases, writeAudit];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'apps/api/src/routes/cases/x.ts')).toEqual([]);
  });

  it('lets the routes index and the seeds import route folders (they compose features, they are not one)', async () => {
    const code = "import casesRoutes from './cases/index';\nexport default casesRoutes;\n";
    expect(await ruleIds(code, 'apps/api/src/routes/index.ts')).toEqual([]);
    const seed = "import { accessionCase } from '../routes/cases/service';\nexport const x = accessionCase;\n";
    expect(await ruleIds(seed, 'apps/api/src/seed/x.ts')).toEqual([]);
  });
});
