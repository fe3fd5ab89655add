import type { TFunction } from 'i18next';
import { DOCUMENT_MESSAGES } from '@lab/domain';

/**
 * A document message of the domain (DOCUMENT_MESSAGES, in English, as the server also sends them) in the language
 * shown: found by its English text in the `documents` catalogue's `messages`; any other text is shown as it came.
 */
export function documentMessage(t: TFunction<'documents'>, message: string): string {
  const key = (Object.keys(DOCUMENT_MESSAGES) as (keyof typeof DOCUMENT_MESSAGES)[]).find(
    (k) => DOCUMENT_MESSAGES[k] === message,
  );
  return key ? t(`messages.${key}`) : message;
}
