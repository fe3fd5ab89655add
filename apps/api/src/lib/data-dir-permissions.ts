import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database (its write-ahead log carries patient names), the uploaded files and the JWT
 * secret: only the portal's own user may read it. Folders become 0700 and files 0600, whatever was there before.
 */
export function restrictDataDir(dir: string): void {
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return; // chmod would follow it out of DATA_DIR
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(p, 0o700);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(p, 0o600);
    }
  };
  walk(dir);
}
