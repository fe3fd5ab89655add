import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { splitCaseNumbers, type TMailCaseLink } from '@lab/domain';

/**
 * A mail's text with its case numbers as links to the case, only for the cases the server resolved for me
 * (docs/workspace.md#mail); other case numbers stay plain text.
 */
export function MailText({ text, caseLinks }: { text: string; caseLinks: TMailCaseLink[] }) {
  const { t } = useTranslation('mail');
  const ids = new Map(caseLinks.map((l) => [l.caseNumber, l.caseId]));
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitCaseNumbers(text).map((part, i) => {
        const id = part.caseNumber ? ids.get(part.caseNumber) : undefined;
        return id === undefined ? (
          <span key={i}>{part.text}</span>
        ) : (
          <Anchor
            key={i}
            component={Link}
            to={`/specimen/${id}`}
            aria-label={t('openCase', { number: part.caseNumber })}
          >
            {part.text}
          </Anchor>
        );
      })}
    </Text>
  );
}
