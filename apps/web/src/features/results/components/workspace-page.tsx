import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@tanstack/react-router';
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconEye, IconSignature } from '@tabler/icons-react';
import {
  diagnosisChanges,
  signOutBlockers,
  signOutWarnings,
  type TCase,
  type TDiagnosis,
  type TDiagnosisPart,
  type TLookupItem,
} from '@lab/domain';
import { LookupSelect } from '@/components/lookup-select';
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { SectionCard } from '@/components/section-card';
import { formatTime, isolateLtr } from '@/lib/format';
import { useDiagnosis } from '../api/get-diagnosis';
import { useResultCase } from '../api/get-result-case';
import { useReassignPathologist } from '../api/reassign-pathologist';
import { diagnosisPreviewPath } from '../api/report-urls';
import { ApiError } from '@/lib/api-client';
import { signedUrl } from '@/lib/downloads';
import { focusH1WhenFocusLost } from '@/lib/route-focus';
import { findEntryByCode, useLookupList } from '../api/result-lookups';
import { conflictOf } from '../api/save-diagnosis';
import { useSignOutCase } from '../api/sign-out-case';
import { IcdCodesInput, ProceduresInput } from './case-coding';
import { PartCard, type ResultLists } from './part-card';
import { CriticalBadge, StatBadge, StatusBadge } from './result-badges';
import { resultCategory } from './result-select';
import { SignatureModal, type SignatureFactor } from './sign-out-modal';
import { SignedCaseView } from './signed-case-view';
import { SynopticPartSection } from './synoptic-part-section';
import { contentOf, useDiagnosisDraft, type SaveState } from './use-diagnosis-draft';
import classes from './results.module.css';

/** `/results/$id`: the pathologist's workspace of one case; read-only with its reports once signed out. */
export function ResultsWorkspacePage() {
  const { t } = useTranslation('workspace');
  const { id } = useParams({ strict: false }) as { id?: string };
  const caseId = Number(id);
  const c = useResultCase(caseId);
  const d = useDiagnosis(caseId);
  if (!c.data || !d.data)
    return (
      <RecordPending
        error={c.error ?? d.error}
        title={t('cases:page.notAvailable')}
        notFound={t('cases:page.notFound')}
      />
    );
  return d.data.editable ? (
    <DiagnosisEditor key={`${caseId}-edit`} c={c.data} server={d.data} />
  ) : (
    <SignedCaseView
      key={`${caseId}-signed`}
      c={c.data}
      diagnosis={d.data}
      header={(actions) => (
        <WorkspaceHeader c={c.data} diagnosis={d.data} critical={d.data.isCritical} actions={actions} />
      )}
    />
  );
}

/** Case number, patient, status, pathologist (staff reassign), critical mark. */
export function WorkspaceHeader({
  c,
  diagnosis,
  critical,
  actions,
  saveState,
  notice,
}: {
  c: TCase;
  diagnosis: TDiagnosis;
  critical: boolean;
  actions?: ReactNode;
  saveState?: ReactNode;
  /** Shown under the header and staying with it (the conflict that paused the autosave). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const reassign = useReassignPathologist(c.id);
  return (
    // The case, its status and Sign out stay in view on a long case (issue 26): the header sticks under the top bar.
    <div className={classes.caseHeader} data-testid="case-header">
      <PageHeader
        title={
          <Group gap="sm">
            <span data-testid="case-number">{c.caseNumber}</span>
            {/* The diagnosis carries the status its last save moved the case to. */}
            <StatusBadge status={diagnosis.status} size="lg" />
            {c.priority === 'stat' && <StatBadge size="lg" />}
            {critical && <CriticalBadge size="lg" />}
          </Group>
        }
        subtitle={
          <Group gap="md" component="span" wrap="wrap">
            <span>
              {isolateLtr(
                t('header.patient', {
                  lastName: c.patient.lastName,
                  firstName: c.patient.firstName,
                  mrn: c.patient.mrn,
                }),
              )}
            </span>
            {saveState}
          </Group>
        }
        actions={
          <>
            {diagnosis.editable ? (
              <LookupSelect
                list="pathologists"
                aria-label={t('header.pathologist')}
                placeholder={t('header.assign')}
                value={c.pathologist?.id ?? null}
                onChange={(pid) =>
                  reassign.mutate(pid, {
                    onSuccess: (x) =>
                      notifications.show({
                        color: 'green',
                        message: t('header.assigned', {
                          caseNumber: x.caseNumber,
                          name: x.pathologist?.name ?? t('header.nobody'),
                        }),
                      }),
                    onError: (e) => notifications.show({ color: 'red', message: e.message }),
                  })
                }
                disabled={reassign.isPending}
                w={{ base: '100%', sm: 240 }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('header.signedBy', { name: c.pathologist?.name ?? '' })}
              </Text>
            )}
            {actions}
          </>
        }
      />
      {notice}
    </div>
  );
}

/** The autosave's state, in a polite live region that is always there, so a screen reader hears each change. */
function SaveStatus({ state }: { state: SaveState }) {
  return (
    <span role="status" aria-live="polite" aria-atomic="true">
      <SaveStatusText state={state} />
    </span>
  );
}

function SaveStatusText({ state }: { state: SaveState }) {
  const { t } = useTranslation('workspace');
  if (state.kind === 'saving')
    return (
      <Group gap={4} component="span" data-testid="save-status">
        <Loader size={12} /> {t('save.saving')}
      </Group>
    );
  if (state.kind === 'saved')
    return (
      <Group gap={4} component="span" c="teal" data-testid="save-status">
        <IconCheck size={14} /> {t('save.saved', { time: formatTime(state.at) })}
      </Group>
    );
  if (state.kind === 'error')
    return (
      <Text span c="red" size="sm" data-testid="save-status">
        {t('save.notSaved', { message: state.message })}
      </Text>
    );
  return null;
}

function useResultLists(): ResultLists | null {
  const templates = useLookupList('grossdescription');
  const stains = useLookupList('stainlist');
  const results = useLookupList('resultslist');
  const categories = useLookupList('resultcategory');
  if (!templates.data || !stains.data || !results.data || !categories.data) return null;
  return { templates: templates.data, stains: stains.data, results: results.data, categories: categories.data };
}

function DiagnosisEditor({ c, server }: { c: TCase; server: TDiagnosis }) {
  const { draft, update, state, loadTheirs, keepMine, flush, reviewedVersion, showConflict, restored } =
    useDiagnosisDraft(server);
  const { t } = useTranslation('workspace');
  const lists = useResultLists();
  const signOut = useSignOutCase(c.id);
  const [signing, setSigning] = useState(false);
  // The parts whose synoptic checklist holds answers not saved: signing would report the saved ones.
  const [unsavedChecklists, setUnsavedChecklists] = useState<string[]>([]);
  const checklistUnsaved = useCallback(
    (letter: string, unsaved: boolean) =>
      setUnsavedChecklists((list) =>
        list.includes(letter) === unsaved
          ? list
          : unsaved
            ? [...list, letter].sort()
            : list.filter((l) => l !== letter),
      ),
    [],
  );
  const critical = lists
    ? draft.parts.some((p) => resultCategory(p.resultId, lists.results, lists.categories).critical)
    : server.isCritical;

  const setPart = (partId: number) => (fn: (p: TDiagnosisPart) => TDiagnosisPart) =>
    update((d) => ({ ...d, parts: d.parts.map((p) => (p.partId === partId ? fn(p) : p)) }));

  /** A microcode brings its diagnosis text to the part and its ICD-10 code to the case. */
  const applyMicrocode = (partId: number) => async (entry: TLookupItem) => {
    const diagnosisText = String(entry.diagnosisText ?? '').trim();
    if (diagnosisText)
      setPart(partId)((p) => ({
        ...p,
        finalDiagnosis: p.finalDiagnosis.trim() ? `${p.finalDiagnosis.trimEnd()}\n${diagnosisText}` : diagnosisText,
      }));
    const code = String(entry.icdCode ?? '').trim();
    // What the shortcut did is said, not only shown in a caption: the diagnosis and the code it added.
    const said = (icd: string | null) =>
      notifications.show({
        color: 'blue',
        title: t('microcode.title', { code: entry.code }),
        message: [
          diagnosisText ? t('microcode.filled', { text: diagnosisText }) : null,
          icd ? t('microcode.icdAdded', { icd }) : null,
        ]
          .filter(Boolean)
          .join(' '),
      });
    if (!code) {
      if (diagnosisText) said(null);
      return;
    }
    const icd = await findEntryByCode('icdcodelist', code).catch(() => null);
    if (!icd) {
      notifications.show({
        color: 'orange',
        message: t('microcode.icdMissing', { code, microcode: entry.code }),
      });
      if (diagnosisText) said(null);
      return;
    }
    update((d) => (d.icdCodeIds.includes(icd.id) ? d : { ...d, icdCodeIds: [...d.icdCodeIds, icd.id] }));
    said(`${code} (${icd.name})`);
  };

  const preview = async () => {
    // The preview is made from what the server has: save first.
    const w = window.open('about:blank', '_blank');
    await flush();
    // A new tab cannot send the session's header: it opens a signed link to the preview.
    const url = await signedUrl(diagnosisPreviewPath(c.id)).catch(() => null);
    if (!url) {
      w?.close();
      return;
    }
    if (w) {
      w.opener = null;
      w.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  };

  const sign = async (password: string, confirmWarnings: boolean, factor: SignatureFactor) => {
    if (!(await flush())) throw new Error(t('sign.notSaved'));
    let res;
    try {
      res = await signOut.mutateAsync({ password, ...factor, rowVersion: reviewedVersion(), confirmWarnings });
    } catch (e) {
      // Someone saved the case after what was reviewed here: the signature is refused, both versions show.
      const current = conflictOf(e);
      if (current) showConflict(current);
      // The server's refusal naming each part whose checklist misses required items, and the items.
      if (e instanceof ApiError && e.fields.parts) throw new Error(e.fields.parts.split('; ').join('. '));
      throw e;
    }
    setSigning(false);
    // The Sign out button that opened the dialog goes with the editor: the focus goes to the signed view's h1.
    focusH1WhenFocusLost();
    notifications.show({
      color: 'green',
      message: t('sign.done', { caseNumber: c.caseNumber, version: res.report.version }),
    });
  };

  return (
    <>
      <WorkspaceHeader
        c={c}
        diagnosis={server}
        critical={critical}
        saveState={<SaveStatus state={state} />}
        notice={
          state.kind === 'conflict' && (
            <div className={classes.headerNotice}>
              <Alert color="orange" icon={<IconAlertTriangle />} data-testid="conflict">
                <Stack gap="xs">
                  <Text size="sm">
                    {t(state.current.updatedBy ? 'conflict.textBy' : 'conflict.text', {
                      changes: diagnosisChanges(draft, contentOf(state.current)).join(', ') || t('conflict.noChange'),
                      by: state.current.updatedBy,
                    })}
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => loadTheirs(state.current)}>
                      {t('conflict.loadTheirs')}
                    </Button>
                    <Button size="xs" color="orange" onClick={() => void keepMine(state.current)}>
                      {t('conflict.keepMine')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            </div>
          )
        }
        actions={
          <>
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => void preview()}>
              {t('preview')}
            </Button>
            <Button
              leftSection={<IconSignature size={16} />}
              onClick={() => setSigning(true)}
              disabled={state.kind === 'conflict'}
            >
              {t('signOut')}
            </Button>
          </>
        }
      />
      {state.kind === 'closed' && (
        <Alert color="red" mb="md" title={t('save.notSavedTitle')}>
          {state.message}
        </Alert>
      )}
      {restored && state.kind !== 'conflict' && (
        <Alert color="blue" mb="md" withCloseButton={false}>
          {t('restored')}
        </Alert>
      )}
      {!lists ? (
        <RecordPending error={null} title={t('lists')} />
      ) : (
        <Stack>
          {draft.parts.map((p) => (
            <PartCard
              key={p.partId}
              part={p}
              casePart={c.parts.find((x) => x.id === p.partId)}
              lists={lists}
              onChange={setPart(p.partId)}
              onMicrocode={(e) => void applyMicrocode(p.partId)(e)}
              synoptic={
                <SynopticPartSection
                  caseId={c.id}
                  caseType={c.caseType}
                  part={p.letter}
                  onUnsavedChange={checklistUnsaved}
                />
              }
            />
          ))}
          <SectionCard title={t('caseSection')} gap="sm">
            <Textarea
              dir="auto"
              label={t('comment')}
              autosize
              minRows={2}
              maxRows={10}
              value={draft.comment}
              onChange={(e) => {
                const comment = e.currentTarget.value;
                update((d) => ({ ...d, comment }));
              }}
            />
            <IcdCodesInput value={draft.icdCodeIds} onChange={(icdCodeIds) => update((d) => ({ ...d, icdCodeIds }))} />
            <ProceduresInput
              value={draft.procedures}
              onChange={(procedures) => update((d) => ({ ...d, procedures }))}
            />
          </SectionCard>
        </Stack>
      )}
      <SignatureModal
        opened={signing}
        title={t('sign.title', { caseNumber: c.caseNumber })}
        blockers={[
          ...signOutBlockers(draft.parts),
          ...unsavedChecklists.map((l) => t('sign.unsavedChecklist', { part: l })),
        ]}
        warnings={signOutWarnings(draft.parts)}
        submitLabel={t('signOut')}
        onClose={() => setSigning(false)}
        onSign={sign}
      />
    </>
  );
}
