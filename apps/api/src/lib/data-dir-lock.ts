import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded database allows one process: refuse to start a second portal on the same DATA_DIR. */
export function acquireDataDirLock(dataDir: string): void {
  const file = path.join(dataDir, 'portal.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(`Another portal (pid ${pid}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(file, String(process.pid));
  process.on('exit', () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      /* already gone */
    }
  });
}
