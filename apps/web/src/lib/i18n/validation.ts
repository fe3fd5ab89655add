import { matchMessage, translateServerMessage, VALIDATION_MESSAGES } from '@lab/domain';
import { i18n, translateMessage } from './index';

/**
 * A validation message the domain wrote in English ("is required", "must be at most 500 characters", "Enter a title"),
 * in the language shown: the `validation` catalogue's English texts are the domain's VALIDATION_MESSAGES, so the
 * English (or its template, with the values it carries) finds its key. A sign-in message goes through the `auth`
 * catalogue (translateMessage), another message the server also writes (a form's own schema: "is required to cancel
 * a case") through the domain's server catalogue; anything else, such as a message the server already translated, is
 * shown as it is.
 */
export function translateValidation(message: string, lng?: string): string {
  const found = matchMessage(VALIDATION_MESSAGES, message);
  if (found) return i18n.t(found.key, { ns: 'validation', lng, replace: found.values });
  const auth = translateMessage(message, lng);
  return auth !== message ? auth : translateServerMessage(message, lng ?? i18n.language);
}

/**
 * A form's errors (react-hook-form's FieldErrors, nested by field and by row) with each message in the language
 * shown; the elements (`ref`) and everything else kept as they are.
 */
export function translateFieldErrors<T>(errors: T, lng?: string): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'message' && typeof value === 'string') out[key] = translateValidation(value, lng);
      else if (key === 'ref' || key === 'types') out[key] = value;
      else out[key] = walk(value);
    }
    return out;
  };
  return walk(errors) as T;
}
