import { describe, expect, it } from 'vitest';
import { sampleUsers } from './sample-users';

describe('sample users', () => {
  it('have unique names (search shows no twin contacts), emails as before', () => {
    const all = sampleUsers();
    expect(all).toHaveLength(50);
    expect(new Set(all.map((u) => u.name)).size).toBe(all.length);
    expect(new Set(all.map((u) => u.email)).size).toBe(all.length);
    expect(all[0]).toMatchObject({ name: 'Olivia Patel', email: 'olivia.patel0@samplelab.test' });
    expect(all[25]).toMatchObject({ name: 'Olivia J. Patel', email: 'olivia.patel25@samplelab.test' });
  });
});
