import { api } from './api-client';

/** An early answer older than this is not handed out: the page asks again. */
const EARLY_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * Asks for `path` now, while the code of the page that reads it is still on its way (the route's loader calls it),
 * and keeps the answer for `takeEarly` (docs/performance.md#the-signed-in-home-second-pass).
 */
export function fetchEarly(path: string): void {
  const answer = api(path);
  answer.catch(() => undefined); // the page asks again, and shows its own error
  early.set(path, { answer, at: Date.now() });
}

/** The answer fetchEarly asked for, once, while it is recent; undefined otherwise. */
export function takeEarly(path: string): Promise<unknown> | undefined {
  const hit = early.get(path);
  early.delete(path);
  return hit && Date.now() - hit.at < EARLY_MS ? hit.answer : undefined;
}
