import { describe, expect, it } from 'vitest';
import { BACKUP_NAME, backupOrderKey } from './backups';

describe('backup names', () => {
  it('are the portal’s own archives only', () => {
    expect(BACKUP_NAME.test('lab-backup-20261126T175807193Z.tar.gz')).toBe(true);
    expect(BACKUP_NAME.test('lab-backup-20261126T175807193Z-2-daily.tar.gz')).toBe(true);
    expect(BACKUP_NAME.test('../jwt-secret')).toBe(false);
    expect(BACKUP_NAME.test('lab-backup-20261126T175807193Z.tar.gz.sha256')).toBe(false);
  });

  it('sort by when they were made, a second one of the same millisecond after the first', () => {
    const names = [
      'lab-backup-20261126T175807193Z-2-daily.tar.gz',
      'lab-backup-20261127T020000000Z-daily.tar.gz',
      'lab-backup-20261126T175807193Z-daily.tar.gz',
    ];
    expect(names.sort((a, b) => backupOrderKey(a).localeCompare(backupOrderKey(b)))).toEqual([
      'lab-backup-20261126T175807193Z-daily.tar.gz',
      'lab-backup-20261126T175807193Z-2-daily.tar.gz',
      'lab-backup-20261127T020000000Z-daily.tar.gz',
    ]);
  });
});
