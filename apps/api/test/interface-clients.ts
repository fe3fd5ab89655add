import { expect } from 'vitest';
import type { TestContext } from './helper';

/**
 * Interface clients for tests (docs/interfaces.md#fhir-api): an administrator creates one, and it takes a bearer
 * token by OAuth2 client credentials from POST /oauth/token, as a hospital's engine would.
 */
export interface TestInterfaceClient {
  id: number;
  clientId: string;
  clientSecret: string;
}

export async function newInterfaceClient(t: TestContext, facilityIds?: number[]): Promise<TestInterfaceClient> {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/interfaces/clients',
    payload: { name: `EHR ${Math.random().toString(36).slice(2, 8)}`, ...(facilityIds ? { facilityIds } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TestInterfaceClient;
}

export const formEncoded = (o: Record<string, string>) => new URLSearchParams(o).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A bearer token for the client (client_id and client_secret in the form body). */
export async function clientToken(t: TestContext, c: { clientId: string; clientSecret: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: FORM,
    payload: formEncoded({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}
