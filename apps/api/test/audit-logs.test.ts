import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { patients, users } from '../src/db/schema/index';
import { seedDemo } from '../src/seed/index';
import { createTestDatabase, demoCredentials, testConfig } from './helper';

/**
 * The server log never carries patient data or password hashes: a failed query's parameters, the driver's
 * detail, request bodies and query strings stay out of every line.
 */
const lines: string[] = [];
let app: FastifyInstance;
let drop: () => Promise<void>;

const PATIENT = { firstName: 'Zephyrine', lastName: 'Quillfeather', dob: '1947-03-01', address: '77 Larkspur Lane' };
const HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const config = testConfig({ logLevel: 'info' });
  await seedDemo(database.db, config);
  app = await buildApp({ config, database, logger: { stream: { write: (line: string) => void lines.push(line) } } });
  // Queries that fail in the database with patient data and a password hash among their parameters.
  app.get('/api/test/failing-patient-insert', { config: { access: 'public' } }, async () => {
    await app.db
      .insert(patients)
      .values({ ...PATIENT, mrn: 'ZQ1947', sex: null as never, addressLine1: PATIENT.address } as never);
    return {};
  });
  app.get('/api/test/failing-user-insert', { config: { access: 'public' } }, async () => {
    await app.db
      .insert(users)
      .values({ email: 'z.quillfeather@example.com', username: 'zq', name: null as never, passwordHash: HASH });
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const log = () => lines.join('');

describe('the server log', () => {
  it('names a failed query without its parameters, the driver detail or a password hash', async () => {
    for (const url of ['/api/test/failing-patient-insert', '/api/test/failing-user-insert']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Something went wrong', code: 'internal' });
    }
    const text = log();
    // Still useful: what failed and the database's code.
    expect(text).toContain('request failed');
    expect(text).toContain('insert into \\"patients\\"');
    expect(text).toContain('23502');
    for (const secret of [
      PATIENT.firstName,
      PATIENT.lastName,
      PATIENT.dob,
      PATIENT.address,
      'ZQ1947',
      'quillfeather@example.com',
      'scrypt$1',
      'aGFzaGhhc2hoYXNo',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/params/i);
  });

  it('keeps searched names, dates of birth and passwords out of request lines', async () => {
    lines.length = 0;
    const login = await app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: demoCredentials('admin'),
    });
    const token = (login.json() as { accessToken: string }).accessToken;
    await app.inject({
      url: `/api/patients/duplicates?firstName=${PATIENT.firstName}&lastName=${PATIENT.lastName}&dob=1980-03-14`,
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({ url: `/api/patients?q=${PATIENT.lastName}`, headers: { authorization: `Bearer ${token}` } });
    const text = log();
    expect(text).toContain('/api/patients/duplicates?firstName=[redacted]');
    for (const secret of [
      PATIENT.firstName,
      PATIENT.lastName,
      '1980-03-14',
      demoCredentials('admin').password,
      token,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
