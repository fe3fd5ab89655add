import { z } from 'zod';
import { ERROR_CODES, ZApiError, defaultErrorCode, type TErrorCode } from '@lab/domain';
import { session } from './session';
import { i18n } from './i18n';

/** An error answer of the API: `{error, code, fields?}` with its status. Branch on `code`, never on the message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields: Record<string, string> = {},
    /** The whole parsed error answer, for errors that carry more (a 409 with the `current` version). */
    public readonly body?: unknown,
    public readonly code: TErrorCode = defaultErrorCode(status, Object.keys(fields).length > 0),
  ) {
    super(message);
  }
}

const isErrorCode = (c: unknown): c is TErrorCode => ERROR_CODES.some((e) => e === c);

/** An error answer read leniently (a proxy's HTML page, an older server): what is missing is left out. */
const ZErrorBody = z.object({
  error: ZApiError.shape.error.optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  fields: ZApiError.shape.fields.catch(undefined),
});

/** The message, fields and code of an error answer, whatever shape it came in. */
export function readErrorBody(data: unknown, status: number, fallback: string) {
  const parsed = ZErrorBody.safeParse(data);
  const body = parsed.success ? parsed.data : {};
  const fields = body.fields ?? {};
  const code = isErrorCode(body.code) ? body.code : defaultErrorCode(status, Object.keys(fields).length > 0);
  return { message: body.error ?? fallback, fields, code };
}

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => p.append(k, String(x)));
    else p.set(k, String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

let onLocked: () => void = () => {};
/** What a 423 `session_locked` does (the lock screen, docs/shell.md#lock-screen): the session was locked, maybe in another tab. */
export function setLockedHandler(fn: () => void) {
  onLocked = fn;
}

let onUnauthorized: (why: { code: TErrorCode; message: string }) => void = () => {};
/** The app decides what a lost session does (clear it, go to /login); it gets the server's code and message. */
export function setUnauthorizedHandler(fn: (why: { code: TErrorCode; message: string }) => void) {
  onUnauthorized = fn;
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** When given, the answer is parsed with it (the same schema the server serializes with). */
  schema?: S;
  signal?: AbortSignal;
}

/** The one way the web talks to the API: bearer token, JSON, errors as ApiError; with a schema, the answer parsed by it. */
export async function api<S extends z.ZodType>(
  path: string,
  opts: RequestOptions<S> & { schema: S },
): Promise<z.infer<S>>;
export async function api(path: string, opts?: RequestOptions): Promise<unknown>;
export async function api(path: string, opts: RequestOptions<z.ZodType | undefined> = {}): Promise<unknown> {
  // The language shown: the server writes its messages in it when the user chose none (docs/i18n-messages.md).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language || 'en' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const send = () =>
    fetch(`${path}${toQueryString(opts.query)}`, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
  let res = await send();
  // A busy server (503 with Retry-After) answered before doing anything: ask again after the pause, a few times.
  for (let attempt = 1; res.status === 503 && res.headers.has('retry-after') && attempt <= BUSY_RETRIES; attempt++) {
    await pause(Number(res.headers.get('retry-after')) * 1000 || 1000, opts.signal);
    res = await send();
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const { message, fields, code } = readErrorBody(data, res.status, 'Something went wrong');
    if (res.status === 401 && token) onUnauthorized({ code, message });
    if (res.status === 423 && code === 'session_locked' && token) onLocked();
    throw new ApiError(res.status, message, fields, data, code);
  }
  return opts.schema ? opts.schema.parse(data) : data;
}

const BUSY_RETRIES = 3;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: text };
  }
}
