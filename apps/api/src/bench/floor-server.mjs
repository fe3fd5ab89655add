// The floor of the throughput bench (docs/performance.md#throughput): a minimal Fastify server with no portal code
// that runs, for each list endpoint, the very SQL the portal ran for it (recorded by bench/throughput.ts) and
// answers the rows as JSON. The portal's requests per second divided by this server's is the "÷ floor" figure.
// Plain JavaScript, so it runs with `node` alone. Env: FLOOR_QUERIES (a JSON file: {name: [{text, values}]}),
// PORT, and DATABASE_URL (PostgreSQL, a pool of 10 as the portal's) or FLOOR_PGLITE_DIR (the embedded data folder).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.env.FLOOR_QUERIES, 'utf8'));
let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (text, values) => (await pool.query(text, values)).rows;
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(`file://${process.env.FLOOR_PGLITE_DIR}`, { extensions: { pg_trgm } });
  query = async (text, values) => (await db.query(text, values)).rows;
  close = () => db.close();
}

const app = Fastify({ logger: false });
// A failing query is answered with its message, so the bench can say what went wrong.
app.setErrorHandler((err, _req, reply) => reply.code(500).send({ error: err.message }));
for (const [name, queries] of Object.entries(routes)) {
  app.get(`/floor/${name}`, async () => ({ results: await Promise.all(queries.map((q) => query(q.text, q.values))) }));
}
app.get('/floor/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
