import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/** PostgreSQL's int4: ids and other integer columns cannot hold more. */
export const MAX_INT4 = 2_147_483_647;
const ID_KEY = /^(id|.*Id|.*_id)$/;

/** The first text containing NUL, or integer key out of int4 range, as the dotted path of its field. */
function findHostile(value: unknown, path: string[], depth = 0): { field: string; message: string } | null {
  if (depth > 20) return { field: path.join('.') || 'request', message: 'is nested too deeply' };
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      return { field: path.join('.') || 'request', message: 'may not contain NUL characters' };
    const key = path[path.length - 1] ?? '';
    if (ID_KEY.test(key) && /^\d+$/.test(value.trim()) && Number(value) > MAX_INT4) {
      return { field: path.join('.'), message: `must be at most ${MAX_INT4}` };
    }
    return null;
  }
  if (typeof value === 'number') {
    const key = path[path.length - 1] ?? '';
    if (ID_KEY.test(key) && Math.abs(value) > MAX_INT4)
      return { field: path.join('.'), message: `must be at most ${MAX_INT4}` };
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findHostile(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000'))
        return { field: path.join('.') || 'request', message: 'may not contain NUL characters' };
      const found = findHostile(v, [...path, k], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * One check for every route, before its schema runs: no NUL character in any text of the body, query or path (the
 * database cannot store it), and no id beyond what an integer column holds. Answered 400 naming the field.
 */
export function installInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    // A raw text body (CSV import) is checked by its route, which names the line and column.
    for (const part of [req.params, req.query, typeof req.body === 'string' ? null : req.body]) {
      const found = findHostile(part, []);
      if (found) throw new HttpError(400, `${found.field}: ${found.message}`, { [found.field]: found.message });
    }
  });
}
