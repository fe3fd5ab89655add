import { escapeLike } from '@lab/domain';

/** Escapes LIKE wildcards in user text (the domain's one rule, under the name the repositories use). */
export const likeEscape = escapeLike;

/** A LIKE pattern for a name typed "last first" or "last, first", matched anywhere in `lower(last || ' ' || first)`. */
export function nameContains(text: string): string {
  return `%${likeEscape(text.trim().toLowerCase().replace(/,\s*/g, ' '))}%`;
}
