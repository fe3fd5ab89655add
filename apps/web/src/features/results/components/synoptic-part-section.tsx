import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import type { TAnswers, TAnswerValue, TCaseType, TPartSynoptic, TProtocolSummary } from '@lab/domain';
import { caseKeys } from '@/api/query-keys';
import { i18n } from '@/lib/i18n';
import { useProtocol, useProtocols } from '@/api/synoptic/protocols';
import {
  answerErrorsOf,
  savePartSynoptic,
  synopticConflictOf,
  usePartSynoptic,
  useProtocolSuggestions,
} from '@/api/synoptic/part-synoptic';
import { SynopticChecklist } from './synoptic-checklist';

/** How long the answers rest before they are saved on their own. */
export const AUTOSAVE_MS = 1500;

const protocolLabel = (p: TProtocolSummary) => `${p.name} ${p.version}`;

/**
 * The protocols a part may be reported with, for the picker: the suggested ones first, then every other active
 * one offered for the case type (and the one the part is reported with, even retired).
 */
export function protocolChoices(
  protocols: TProtocolSummary[],
  suggested: TProtocolSummary[],
  caseType: TCaseType,
  currentId: number | null,
) {
  const suggestedIds = new Set(suggested.map((p) => p.id));
  const others = protocols.filter(
    (p) => !suggestedIds.has(p.id) && (p.id === currentId || (p.status === 'active' && p.caseTypes.includes(caseType))),
  );
  const item = (p: TProtocolSummary) => ({ value: String(p.id), label: protocolLabel(p) });
  return [
    ...(suggested.length ? [{ group: i18n.t('workspace:synoptic.suggested'), items: suggested.map(item) }] : []),
    ...(others.length
      ? [
          {
            group: suggested.length
              ? i18n.t('workspace:synoptic.otherProtocols')
              : i18n.t('workspace:synoptic.protocols'),
            items: others.map(item),
          },
        ]
      : []),
  ];
}

type TStatus =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saved'; missing: string[] }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; current: TPartSynoptic };

/** One part's synoptic report in the results workspace: the protocol picker, the checklist, its save. */
export function SynopticPartSection({
  caseId,
  caseType,
  part,
  onUnsavedChange,
}: {
  caseId: number;
  caseType: TCaseType;
  part: string;
  /** Told whether the part's checklist holds answers not saved yet (sign-out waits for them); kept stable. */
  onUnsavedChange?(part: string, unsaved: boolean): void;
}) {
  const { t } = useTranslation('workspace');
  const stored = usePartSynoptic(caseId, part);
  if (stored.isPending) return <Loader size="sm" aria-label={t('synoptic.loadingChecklist', { part })} />;
  if (stored.error)
    return (
      <Alert color="red" title={t('synoptic.checklistNotAvailable')}>
        {stored.error.message}
      </Alert>
    );
  return (
    <SynopticPartEditor
      caseId={caseId}
      caseType={caseType}
      part={part}
      stored={stored.data}
      onUnsavedChange={onUnsavedChange}
    />
  );
}

function SynopticPartEditor({
  caseId,
  caseType,
  part,
  stored,
  onUnsavedChange,
}: {
  caseId: number;
  caseType: TCaseType;
  part: string;
  stored: TPartSynoptic | null;
  onUnsavedChange?(part: string, unsaved: boolean): void;
}) {
  const { t } = useTranslation('workspace');
  const qc = useQueryClient();
  const protocols = useProtocols();
  const suggestions = useProtocolSuggestions(caseId, part);
  const [protocolId, setProtocolId] = useState<number | null>(stored?.protocolId ?? null);
  const [answers, setAnswers] = useState<TAnswers>(stored?.answers ?? {});
  const [rowVersion, setRowVersion] = useState<number | undefined>(stored?.rowVersion);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TStatus>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);
  const protocol = useProtocol(protocolId);
  const unsaved = status.kind === 'dirty' || status.kind === 'error' || status.kind === 'conflict';
  useEffect(() => {
    onUnsavedChange?.(part, unsaved);
  }, [part, unsaved, onUnsavedChange]);
  // Gone with the editor (the case signed, the page left): nothing of it is pending any more.
  useEffect(() => () => onUnsavedChange?.(part, false), [part, onUnsavedChange]);

  // Counts the edits, so a save that returns after another answer was given does not put the older answers back.
  const edits = useRef(0);
  const inFlight = useRef(false);
  const change = (linkId: string, value: TAnswerValue | TAnswerValue[] | undefined) => {
    edits.current += 1;
    setAnswers((a) => {
      const next = { ...a };
      if (value === undefined) delete next[linkId];
      else next[linkId] = value;
      return next;
    });
    setErrors(({ [linkId]: _gone, ...rest }) => rest);
    setStatus({ kind: 'dirty' });
  };

  const save = async (version = rowVersion) => {
    if (protocolId === null) return;
    // One save at a time (the button and the autosave): the next one goes with the row version this one answers.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    const editsAtSave = edits.current;
    try {
      const saved = await savePartSynoptic(caseId, part, {
        protocolId,
        answers,
        ...(version !== undefined ? { rowVersion: version } : {}),
      });
      qc.setQueryData(caseKeys.synoptic(caseId, part), saved);
      setRowVersion(saved.rowVersion);
      setErrors({});
      // Answered on meanwhile: those answers stay, still to be saved.
      if (edits.current !== editsAtSave) return;
      setAnswers(saved.answers);
      setStatus({ kind: 'saved', missing: saved.missing });
    } catch (e) {
      const current = synopticConflictOf(e);
      // What was typed stays on the screen in every case.
      if (current) setStatus({ kind: 'conflict', current });
      else {
        setErrors(answerErrorsOf(e));
        setStatus({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  // Autosave, as the diagnosis does: a pause in the answering saves them (an error or a conflict waits for the user).
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    if (status.kind !== 'dirty' || protocolId === null || saving) return;
    const timer = setTimeout(() => void saveRef.current(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [status, answers, protocolId, saving]);

  const choices = protocolChoices(protocols.data ?? [], suggestions.data ?? [], caseType, stored?.protocolId ?? null);
  const headingId = `synoptic-heading-${part}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} maw={760}>
      <Title order={3} size="h5" id={headingId}>
        {t('synoptic.report', { part })}
      </Title>
      <Select
        label={t('synoptic.protocol', { part })}
        placeholder={
          protocols.isPending || suggestions.isPending ? t('synoptic.loadingProtocols') : t('synoptic.choose')
        }
        description={
          suggestions.data?.length
            ? t('synoptic.suggestedFrom', { list: suggestions.data.map(protocolLabel).join(', ') })
            : undefined
        }
        searchable
        selectFirstOptionOnChange
        clearable={!stored}
        data={choices}
        value={protocolId === null ? null : String(protocolId)}
        onChange={(v) => {
          edits.current += 1;
          setProtocolId(v === null ? null : Number(v));
          setErrors({});
          setStatus({ kind: 'dirty' });
        }}
        error={errors.protocolId}
      />
      {status.kind === 'conflict' && (
        <Alert color="orange" icon={<IconAlertTriangle />} data-testid={`synoptic-conflict-${part}`}>
          <Stack gap="xs">
            <Text size="sm">
              {t(status.current.updatedBy ? 'synoptic.conflictBy' : 'synoptic.conflict', {
                by: status.current.updatedBy,
              })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setProtocolId(status.current.protocolId);
                  setAnswers(status.current.answers);
                  setRowVersion(status.current.rowVersion);
                  setStatus({ kind: 'idle' });
                }}
              >
                {t('conflict.loadTheirs')}
              </Button>
              <Button size="xs" color="orange" onClick={() => void save(status.current.rowVersion)}>
                {t('conflict.keepMine')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {protocolId !== null && protocol.error && (
        <Alert color="red" title={t('synoptic.protocolNotAvailable')}>
          {protocol.error.message}
        </Alert>
      )}
      {protocolId !== null && protocol.isPending && <Loader size="sm" aria-label={t('synoptic.loadingProtocol')} />}
      {protocol.data && protocolId !== null && (
        <SynopticChecklist
          part={part}
          questionnaire={protocol.data}
          answers={answers}
          errors={errors}
          onChange={change}
        />
      )}
      {protocolId !== null && (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving}
            disabled={status.kind === 'conflict'}
            onClick={() => void save()}
          >
            {t('synoptic.save', { part })}
          </Button>
          <span role="status" aria-live="polite">
            {status.kind === 'dirty' && (
              <Text span size="sm" c="dimmed">
                {t('synoptic.unsaved')}
              </Text>
            )}
            {status.kind === 'saved' && (
              <Text span size="sm" c="teal">
                {t('synoptic.saved')}
              </Text>
            )}
            {status.kind === 'error' && (
              <Text span size="sm" c="red">
                {t('save.notSaved', { message: status.message })}
              </Text>
            )}
          </span>
        </Group>
      )}
    </Stack>
  );
}
