import { useTranslation } from 'react-i18next';
import { Fieldset, Loader } from '@mantine/core';
import type { TAnswers, TAnswerValue } from '@lab/domain';
import { useProtocol } from '@/api/synoptic/protocols';
import { usePartSynoptic } from '@/api/synoptic/part-synoptic';
import { SynopticChecklist } from './synoptic-checklist';

/**
 * A part's synoptic answers in the amend dialog: the checklist as reported (its protocol version kept), corrected
 * here; nothing shows for a part reported without a protocol. `answers` is undefined until the first change.
 */
export function AmendSynoptic({
  caseId,
  part,
  answers,
  onChange,
}: {
  caseId: number;
  part: string;
  answers: TAnswers | undefined;
  onChange(answers: TAnswers): void;
}) {
  const { t } = useTranslation('workspace');
  const stored = usePartSynoptic(caseId, part);
  const protocol = useProtocol(stored.data?.protocolId ?? null);
  if (!stored.data) return null;
  if (!protocol.data) return <Loader size="sm" aria-label={t('synoptic.loadingChecklist', { part })} />;
  const current = answers ?? stored.data.answers;
  const change = (linkId: string, value: TAnswerValue | TAnswerValue[] | undefined) => {
    const next = { ...current };
    if (value === undefined) delete next[linkId];
    else next[linkId] = value;
    onChange(next);
  };
  return (
    <Fieldset legend={t('synoptic.report', { part })} variant="unstyled">
      <SynopticChecklist part={part} questionnaire={protocol.data} answers={current} errors={{}} onChange={change} />
    </Fieldset>
  );
}
