import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The repository root: eslint.config.js and the paths it matches are relative to it. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** The texts local/no-literal-jsx-text reports for `code` as if it were the file at `filePath`. */
async function untranslated(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'local/no-literal-jsx-text').map((m) => m.message);
}

const COMPONENT = `
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
export function X() {
  const { t } = useTranslation('shell');
  return (
    <div>
      Skip to content
      <Button aria-label="Close menu">{'Save'}</Button>
      <TextInput label={\`Email\`} placeholder="you@lab.test" />
      <span>{t('demoData')} © 2026 · 3 / 4</span>
      <img alt="" src="/logo.svg" />
    </div>
  );
}
`;

describe('untranslated JSX text (eslint: local/no-literal-jsx-text, docs/i18n.md)', () => {
  it('reports text, string children and visible attributes in a converted folder', async () => {
    const found = await untranslated(COMPONENT, 'apps/web/src/app/layouts/x.tsx');
    expect(found.map((m) => m.match(/"(.*)"/)![1])).toEqual([
      'Skip to content',
      'Close menu',
      'Save',
      'Email',
      'you@lab.test',
    ]);
  });

  it('passes translated text, symbols and numbers, and leaves the tests alone', async () => {
    const clean = COMPONENT.replace(/Skip to content|"Close menu"|\{'Save'\}|\{`Email`\}|"you@lab.test"/g, "{t('x')}");
    expect(await untranslated(clean, 'apps/web/src/app/layouts/x.tsx')).toEqual([]);
    expect(await untranslated(COMPONENT, 'apps/web/src/features/cases/components/x.tsx')).not.toEqual([]);
    expect(await untranslated(COMPONENT, 'apps/web/src/features/cases/components/x.test.tsx')).toEqual([]);
  });
});
