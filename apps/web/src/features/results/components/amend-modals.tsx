import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Fieldset, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import {
  LATERALITIES,
  type TCase,
  type TDiagnosis,
  type TDiagnosisContent,
  type TDiagnosisPart,
  type TAnswers,
  type TSpecimenCorrection,
  type TWebauthnResponse,
} from '@lab/domain';
import { LookupSelect } from '@/components/lookup-select';
import { showServerErrors } from '@/lib/form-errors';
import { useAddAddendum } from '../api/add-addendum';
import { useAmendReport } from '../api/amend-report';
import { invalidateCaseResults } from '../api/invalidate';
import { conflictOf } from '../api/save-diagnosis';
import { useLookupList } from '../api/result-lookups';
import { IcdCodesInput, ProceduresInput } from './case-coding';
import { AmendSynoptic } from './amend-synoptic';
import { ResultSelect } from './result-select';
import { SignatureFields, signatureFactorOf } from './sign-out-modal';
import { contentOf } from './use-diagnosis-draft';

/** The two ways a signed report changes: a corrected version (amend) or text below it (addendum). */
const KINDS = {
  amend: { key: 'amend', size: 'xl', field: 'reason', minRows: 2 },
  addendum: { key: 'addendum', size: 'lg', field: 'text', minRows: 4 },
} as const;
/** A kind's texts in the language shown. */
const textsOf = (t: TFunction<'workspace'>, kind: keyof typeof KINDS) => ({
  title: (caseNumber: string) => t(`change.${kind}.title`, { caseNumber }),
  label: t(`change.${kind}.label`),
  submitLabel: t(`change.${kind}.submit`),
  signed: (caseNumber: string, version: number) => t(`change.${kind}.signed`, { caseNumber, version }),
});
export type ReportChangeKind = keyof typeof KINDS;

/**
 * Amend: a reason, per part the specimen (site, laterality, procedure), result, final diagnosis, microscopic and gross
 * descriptions and the synoptic checklist's answers, then the comment and codes (from the current values), and the
 * password: everything that was reported can be corrected.
 * Addendum: text below the unchanged diagnosis, signed with the password.
 */
export function ReportChangeModal({
  kind,
  opened,
  c,
  diagnosis,
  onClose,
}: {
  kind: ReportChangeKind;
  opened: boolean;
  c: TCase;
  diagnosis: TDiagnosis;
  onClose(): void;
}) {
  const { t } = useTranslation('workspace');
  const phone = useMediaQuery('(max-width: 36em)');
  const k = textsOf(t, kind);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={k.title(c.caseNumber)}
      size={KINDS[kind].size}
      fullScreen={kind === 'amend' && phone}
    >
      {opened && <ReportChangeForm kind={kind} c={c} diagnosis={diagnosis} onDone={onClose} />}
    </Modal>
  );
}

type ChangeValues = { reason: string; text: string; password: string; code: string; webauthn?: TWebauthnResponse };
type Specimen = Required<Omit<TSpecimenCorrection, 'partId'>>;

function ReportChangeForm({
  kind,
  c,
  diagnosis,
  onDone,
}: {
  kind: ReportChangeKind;
  c: TCase;
  diagnosis: TDiagnosis;
  onDone(): void;
}) {
  const { t } = useTranslation('workspace');
  const k = { ...KINDS[kind], ...textsOf(t, kind) };
  const LATERALITY_OPTIONS = LATERALITIES.map((l) => ({ value: l, label: t(`cases:laterality.${l}`) }));
  const amend = useAmendReport(c.id);
  const results = useLookupList('resultslist');
  const categories = useLookupList('resultcategory');
  /** Corrected synoptic answers, by part letter (only parts whose checklist was changed here). */
  const [synoptic, setSynoptic] = useState<Record<string, TAnswers>>({});
  const addendum = useAddAddendum(c.id);
  const qc = useQueryClient();
  const [content, setContent] = useState<TDiagnosisContent>(() => contentOf(diagnosis));
  /** The signed report moved since this form opened (409 stale_version): nothing was signed. */
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm<ChangeValues>({ defaultValues: { reason: '', text: '', password: '', code: '' } });
  // The signature names the version of the diagnosis this form was opened on, the one on screen.
  const rowVersion = diagnosis.rowVersion;
  const submit = form.handleSubmit(async (values) => {
    const { reason, text, password } = values;
    const factor = signatureFactorOf(values);
    try {
      const res =
        kind === 'amend'
          ? await amend.mutateAsync({
              reason,
              password,
              ...factor,
              rowVersion,
              ...content,
              specimens: specimenCorrections(),
              ...(Object.keys(synoptic).length
                ? { synoptic: Object.entries(synoptic).map(([part, answers]) => ({ part, answers })) }
                : {}),
            })
          : await addendum.mutateAsync({ text, password, ...factor, rowVersion });
      notifications.show({ color: 'green', message: k.signed(c.caseNumber, res.report.version) });
      onDone();
    } catch (e) {
      if (conflictOf(e)) {
        form.setValue('password', '');
        setStale(e instanceof Error ? e.message : t('change.changedSince'));
        return;
      }
      // An assertion is used once: the next try asks the passkey again.
      form.setValue('webauthn', undefined);
      showServerErrors(e, form, [k.field, 'password', 'code', 'webauthn']);
    }
  });
  const reload = async () => {
    await invalidateCaseResults(qc, c.id);
    onDone();
  };
  const setPart = (
    partId: number,
    patch: Partial<Pick<TDiagnosisPart, 'finalDiagnosis' | 'microscopicDescription' | 'grossDescription' | 'resultId'>>,
  ) => setContent((x) => ({ ...x, parts: x.parts.map((q) => (q.partId === partId ? { ...q, ...patch } : q)) }));
  /** The specimen of each part as reported (site, laterality, procedure), corrected here. */
  const [specimens, setSpecimens] = useState<Record<number, Specimen>>(() =>
    Object.fromEntries(
      c.parts.map((p) => [
        p.id,
        { bodySiteId: p.bodySite?.id ?? null, laterality: p.laterality, description: p.description },
      ]),
    ),
  );
  const setSpecimen = (partId: number, patch: Partial<Specimen>) =>
    setSpecimens((x) => ({ ...x, [partId]: { ...x[partId]!, ...patch } }));
  /** Only the parts whose specimen changed are sent. */
  const specimenCorrections = (): TSpecimenCorrection[] =>
    c.parts.flatMap((p) => {
      const s = specimens[p.id]!;
      const same =
        s.bodySiteId === (p.bodySite?.id ?? null) && s.laterality === p.laterality && s.description === p.description;
      return same ? [] : [{ partId: p.id, ...s }];
    });
  return (
    <form
      onSubmit={(e) => {
        // The passkey's refusal stands on no input: left, it would hold every next try.
        form.clearErrors('webauthn');
        void submit(e);
      }}
    >
      <Stack>
        {stale && (
          <Alert color="orange" title={t('change.staleTitle')} data-testid="stale-signature">
            <Stack gap="xs">
              <Text size="sm">{stale}</Text>
              <Button size="xs" variant="default" onClick={() => void reload()}>
                {t('change.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
        <Textarea
          dir="auto"
          label={k.label}
          withAsterisk
          autosize
          minRows={k.minRows}
          data-autofocus
          {...form.register(k.field, { validate: (v) => v.trim() !== '' || t('required') })}
          error={form.formState.errors[k.field]?.message}
        />
        {kind === 'amend' && (
          <>
            {content.parts.map((p) => {
              const s = specimens[p.partId];
              return (
                <Fieldset key={p.partId} legend={t('cases:parts.part', { label: p.letter })}>
                  <Stack gap="sm">
                    {s && (
                      <Group grow align="flex-start" wrap="wrap">
                        <LookupSelect
                          list="bodysites"
                          label={t('change.bodySite', { letter: p.letter })}
                          value={s.bodySiteId}
                          onChange={(bodySiteId) => setSpecimen(p.partId, { bodySiteId })}
                          miw={200}
                        />
                        <Select
                          label={t('change.laterality', { letter: p.letter })}
                          data={LATERALITY_OPTIONS}
                          value={s.laterality}
                          clearable
                          onChange={(v) => setSpecimen(p.partId, { laterality: (v as Specimen['laterality']) ?? null })}
                          miw={140}
                        />
                        <TextInput
                          dir="auto"
                          label={t('change.procedure', { letter: p.letter })}
                          value={s.description}
                          onChange={(e) => setSpecimen(p.partId, { description: e.currentTarget.value })}
                          miw={180}
                        />
                      </Group>
                    )}
                    {results.data && categories.data && (
                      <ResultSelect
                        letter={p.letter}
                        value={p.resultId}
                        results={results.data}
                        categories={categories.data}
                        onChange={(resultId) => setPart(p.partId, { resultId })}
                      />
                    )}
                    <Textarea
                      dir="auto"
                      label={t('change.finalDiagnosis', { letter: p.letter })}
                      autosize
                      minRows={2}
                      value={p.finalDiagnosis}
                      onChange={(e) => setPart(p.partId, { finalDiagnosis: e.currentTarget.value })}
                    />
                    <Textarea
                      dir="auto"
                      label={t('change.microscopic', { letter: p.letter })}
                      autosize
                      minRows={2}
                      value={p.microscopicDescription}
                      onChange={(e) => setPart(p.partId, { microscopicDescription: e.currentTarget.value })}
                    />
                    <Textarea
                      dir="auto"
                      label={t('change.gross', { letter: p.letter })}
                      autosize
                      minRows={2}
                      value={p.grossDescription}
                      onChange={(e) => setPart(p.partId, { grossDescription: e.currentTarget.value })}
                    />
                    <AmendSynoptic
                      caseId={c.id}
                      part={p.letter}
                      answers={synoptic[p.letter]}
                      onChange={(answers) => setSynoptic((x) => ({ ...x, [p.letter]: answers }))}
                    />
                  </Stack>
                </Fieldset>
              );
            })}
            <Textarea
              dir="auto"
              label={t('comment')}
              autosize
              minRows={2}
              value={content.comment}
              onChange={(e) => {
                const comment = e.currentTarget.value;
                setContent((x) => ({ ...x, comment }));
              }}
            />
            <IcdCodesInput
              value={content.icdCodeIds}
              onChange={(icdCodeIds) => setContent((x) => ({ ...x, icdCodeIds }))}
            />
            <ProceduresInput
              value={content.procedures}
              onChange={(procedures) => setContent((x) => ({ ...x, procedures }))}
            />
          </>
        )}
        <SignatureFields form={form} submitLabel={k.submitLabel} onCancel={onDone} />
      </Stack>
    </form>
  );
}
