import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZFirstRunSetup } from '@lab/domain';
import { loadConfig } from '../config';
import { openCommandDatabase } from './open-database';
import { restrictDataDir } from '../lib/data-dir-permissions';
import { HttpError } from '../lib/http-error';
import { createAdmin } from '../routes/setup/repository';

/**
 * `npm run create-admin [-- --email a@lab.org --name "A. Admin" --password …]`: creates an administrator in the
 * configured database, asking for what the flags do not give (the password without echo). Works on a database
 * with or without administrators; the embedded database allows one process, so stop the portal first.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (hidden && process.stdin.isTTY) {
    // Print the question, then echo nothing of what is typed.
    // readline's own echo hook: not in its types, the usual way to hide what is typed.
    const out = rl as typeof rl & { _writeToOutput(s: string): void };
    out._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden && process.stdin.isTTY) process.stdout.write('\n');
  return answer;
}

const shape = ZFirstRunSetup.pick({ email: true, name: true, password: true });
const input = {
  email: values.email ?? (await ask('Email: ')),
  name: values.name ?? (await ask('Full name: ')),
  password: values.password ?? (await ask('Password (at least 12 characters): ', true)),
};
const parsed = shape.safeParse(input);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

process.umask(0o077);
const config = loadConfig();
const database = await openCommandDatabase(config);
restrictDataDir(config.dataDir);
try {
  const created = await database.db.transaction((tx) =>
    createAdmin(
      tx,
      parsed.data,
      { userId: null, username: 'create-admin (command line)', ip: null, userAgent: null },
      'npm run create-admin',
    ),
  );
  console.log(`Administrator ${created.email} created. Sign in at the portal.`);
} catch (err) {
  if (err instanceof HttpError) {
    console.error(
      Object.entries(err.fields ?? {})
        .map(([f, m]) => `${f}: ${m}`)
        .join('\n') || err.message,
    );
    process.exitCode = 1;
  } else throw err;
} finally {
  await database.close();
}
