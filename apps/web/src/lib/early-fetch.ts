import { api } from './api-client';

/** An early answer older than this is not handed out: the page asks again. */
const EARLY_MS = 10_000;

interface Early {
  answer: Promise<unknown>;
  at: number;
  /** Set once the answer has arrived. */
  settled?: { value: unknown };
}
const early = new Map<string, Early>();

/**
 * Asks for `path` now, while the code of the page that reads it is still on its way (the route's loader calls it),
 * and keeps the answer for `takeEarly` / `peekEarly` (docs/performance.md#the-signed-in-home-second-pass).
 */
export function fetchEarly(path: string): void {
  const entry: Early = { answer: api(path), at: Date.now() };
  entry.answer.then(
    (value) => (entry.settled = { value }),
    () => undefined, // the page asks again, and shows its own error
  );
  early.set(path, entry);
}

const recent = (path: string) => {
  const hit = early.get(path);
  return hit && Date.now() - hit.at < EARLY_MS ? hit : undefined;
};

/** The answer fetchEarly asked for, once, while it is recent; undefined otherwise. */
export function takeEarly(path: string): Promise<unknown> | undefined {
  const hit = recent(path);
  early.delete(path);
  return hit?.answer;
}

/**
 * The early answer if it has already arrived (taken, as takeEarly), with the time it was asked for: a page's query
 * starts with it as its data, and its first render shows the figures rather than placeholders.
 */
export function peekEarly(path: string): { value: unknown; at: number } | undefined {
  const hit = recent(path);
  if (!hit?.settled) return undefined;
  early.delete(path);
  return { value: hit.settled.value, at: hit.at };
}
