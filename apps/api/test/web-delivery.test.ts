import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticWeb from '../src/plugins/static-web';

// docs/performance.md#web-delivery: a web build of our own (not the shared apps/web/dist), laid out as the Vite build
// and its precompression write it: hashed bundles under assets/ with .br and .gz beside them.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const bundle = `export const words = ${JSON.stringify('lab results '.repeat(400))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

const signInHtml = html.replace('index-Ab12Cd34', 'sign-in-Ef56Gh78');

describe('web delivery: precompressed, cached bundles and a revalidated page', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lab-web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const [name, text] of [
      ['assets/index-Ab12Cd34.js', bundle],
      ['index.html', html],
      ['sign-in.html', signInHtml],
    ] as const) {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js.map'), '{}');
    app = Fastify();
    await app.register(staticWeb, { root: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed bundle brotli-compressed when the browser accepts br, cached for a year as immutable', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('sends the gzip file to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(bundle);
  });

  it('revalidates index.html at its own address and at every deep link: no-cache with an ETag, 304 when unchanged', async () => {
    for (const url of ['/', '/index.html', '/pages/register', '/specimen/12']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
      const etag = res.headers.etag as string;
      expect(etag, url).toBeTruthy();
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers /login with the sign-in page of its own, revalidated as the app page is', async () => {
    for (const url of ['/login', '/login/', '/Login', '/pages/login', '/login?next=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(signInHtml);
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode, url).toBe(304);
    }
    const app2 = await app.inject({ method: 'GET', url: '/login-help', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(app2.rawPayload).toString()).toBe(html);
  });

  it('answers a missing bundle and a source map with 404, not with the page', async () => {
    for (const url of ['/assets/index-Gone0000.js', '/assets/index-Ab12Cd34.js.map']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).not.toBe(IMMUTABLE);
    }
  });
});
