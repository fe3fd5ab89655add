import type { Questionnaire } from '@medplum/fhirtypes';
import { missingRequired, type TAnswers } from './engine';
import { questionnaireName } from './questionnaire';

/** A part's synoptic report as sign-out reads it: the protocol version it was reported with and the answers. */
export interface TPartChecklist {
  letter: string;
  questionnaire: Questionnaire;
  answers: TAnswers;
}

/**
 * What stops a sign-out in the synoptic reports: one message per part whose protocol has required items
 * unanswered, naming the part, the protocol and each missing item's text. Empty: nothing missing.
 */
export function synopticSignOutBlockers(parts: TPartChecklist[]): string[] {
  return parts.flatMap((p) => {
    const missing = missingRequired(p.questionnaire, p.answers);
    if (missing.length === 0) return [];
    const protocol = `${questionnaireName(p.questionnaire)} ${p.questionnaire.version ?? ''}`.trim();
    return [`Part ${p.letter} (${protocol}) is missing required items: ${missing.map((m) => m.text).join(', ')}`];
  });
}
