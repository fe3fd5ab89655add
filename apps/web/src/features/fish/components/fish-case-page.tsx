import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tanstack/react-router';
import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import {
  CASE_STATUS_LABELS,
  IHC_SCORES,
  type TFishCaseHeader,
  type TFishProbeSet,
  type TFishSession,
  type TIhcScore,
} from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { applyServerErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/session';
import { useCaseFish } from '../api/get-case-fish';
import { useProbeSets } from '../api/get-probe-sets';
import { useStartFishSession } from '../api/start-fish-session';
import { FishSessionCard } from './fish-session-card';

/** `/fishscoring/$caseId`: the case's FISH scorings, a new one started from the keyboard, counting, the result. */
export function FishCasePage() {
  const { t } = useTranslation('fish');
  const { caseId } = useParams({ strict: false }) as { caseId?: string };
  const id = Number(caseId);
  const query = useCaseFish(id);
  const userId = useSession()?.user.id;
  const [adding, setAdding] = useState(false);
  if (!query.data)
    return (
      <RecordPending error={query.error} title={t('cases:page.notAvailable')} notFound={t('cases:labels.notFound')} />
    );
  const { case: c, sessions } = query.data;
  const visible = sessions.filter((s) => s.status !== 'discarded');
  const mineOpen = visible.some((s) => s.yourRole);
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span data-testid="case-number">{c.caseNumber}</span>
            {c.priority === 'stat' && (
              <Badge color="red" size="lg">
                {t('common:priority.stat')}
              </Badge>
            )}
            <Badge variant="light" size="lg" color={c.open ? 'blue' : 'gray'}>
              {t(`common:caseStatus.${c.status}`, { defaultValue: CASE_STATUS_LABELS[c.status] })}
            </Badge>
          </Group>
        }
        subtitle={
          t('casePage.subtitle', {
            name: c.patientName,
            mrn: c.patientMrn,
            type: t(`cases:caseType.${c.caseType}`),
          }) + (c.fishTests.length ? t('casePage.ordered', { tests: c.fishTests.join(', ') }) : '')
        }
        actions={
          <Button component={Link} to="/fishscoring" variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('worklist.label')}
          </Button>
        }
      />
      <Stack gap="md">
        {!c.open && (
          <Alert color="gray" title={t('casePage.closed')}>
            {t('casePage.closedText', {
              status: t(`common:caseStatus.${c.status}`, { defaultValue: CASE_STATUS_LABELS[c.status] }).toLowerCase(),
            })}
          </Alert>
        )}
        {c.open && !mineOpen && (visible.length === 0 || adding) && (
          <NewScoringForm header={c} sessions={visible} onStarted={() => setAdding(false)} />
        )}
        {c.open && !mineOpen && visible.length > 0 && !adding && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('casePage.newScoring')}
            </Button>
          </Group>
        )}
        {visible.map((s) => (
          <FishSessionCard key={s.id} session={s} caseOpen={c.open} userId={userId} />
        ))}
        {sessions.length > visible.length && (
          <Text size="xs" c="dimmed">
            {t('casePage.discarded', { count: sessions.length - visible.length })}
          </Text>
        )}
        <Anchor component={Link} to={`/specimen/${c.id}`} size="sm">
          {t('casePage.openCase')}
        </Anchor>
      </Stack>
    </>
  );
}

/** The probe set the ordered test names (HER2 FISH → HER2, UroVysion → UROVYSION, ALK → ALK), if one does. */
function guessProbeSet(sets: TFishProbeSet[], tests: string[]): TFishProbeSet | undefined {
  const words = tests.join(' ').toUpperCase();
  return sets.find(
    (s) =>
      words.includes(s.code.toUpperCase()) || (s.code.toUpperCase().startsWith('URO') && words.includes('UROVYSION')),
  );
}

/** Probe set and lot (an expired lot is shown but cannot be chosen), IHC for HER2; Enter starts counting. */
function NewScoringForm({
  header,
  sessions,
  onStarted,
}: {
  header: TFishCaseHeader;
  sessions: TFishSession[];
  onStarted(): void;
}) {
  const { t } = useTranslation('fish');
  const probeSets = useProbeSets();
  const sets = useMemo(() => probeSets.data?.data ?? [], [probeSets.data]);
  const guessed = sessions.length === 0 ? guessProbeSet(sets, header.fishTests) : undefined;
  const [setId, setSetId] = useState<string | null>(null);
  const [lotId, setLotId] = useState<string | null>(null);
  const [ihc, setIhc] = useState<TIhcScore | null>(null);
  const [errors, setErrors] = useState<{ probeSetId?: string; probeLotId?: string; banner?: string | null }>({});
  const start = useStartFishSession(header.id);
  const chosenSetId = setId ?? (guessed ? String(guessed.id) : null);
  const set = sets.find((s) => String(s.id) === chosenSetId);
  const firstGoodLot = set?.lots.find((l) => !l.expired);
  const chosenLotId = lotId ?? (firstGoodLot ? String(firstGoodLot.id) : null);
  const startButton = useRef<HTMLButtonElement>(null);
  const ready = Boolean(guessed && guessed.lots.some((l) => !l.expired));
  // When the ordered test names the probe set and a lot is in date, Enter alone starts counting.
  useEffect(() => {
    if (ready) startButton.current?.focus();
  }, [ready]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!set || !chosenLotId) return;
    setErrors({});
    try {
      await start.mutateAsync({
        probeSetId: set.id,
        probeLotId: Number(chosenLotId),
        method: set.method,
        ihc: set.method === 'her2-dual' ? ihc : null,
      });
      onStarted();
    } catch (err) {
      // Not a react-hook-form form: the named fields are collected for the two pickers, the rest is the banner.
      const named: Record<string, string | undefined> = {};
      const banner = applyServerErrors(err, (field, { message }) => void (named[field] = message), [
        'probeSetId',
        'probeLotId',
      ]);
      setErrors({ ...named, banner });
    }
  };

  return (
    <Card
      withBorder
      component="form"
      onSubmit={(e: React.FormEvent) => void submit(e)}
      aria-label={t('casePage.newFishScoring')}
    >
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('casePage.newScoring')}
        </Title>
        <Group align="end" gap="sm" wrap="wrap">
          <Select
            label={t('casePage.probeSet')}
            placeholder={t('casePage.chooseSet')}
            data={sets.map((s) => ({ value: String(s.id), label: `${s.name} — ${t(`method.${s.method}`)}` }))}
            value={chosenSetId}
            onChange={(v) => {
              setSetId(v);
              setLotId(null);
            }}
            error={errors.probeSetId}
            searchable
            autoFocus={!ready}
            w={{ base: '100%', sm: 340 }}
          />
          <Select
            label={t('casePage.probeLot')}
            placeholder={set ? t('casePage.chooseLot') : t('casePage.chooseSetFirst')}
            data={(set?.lots ?? []).map((l) => ({
              value: String(l.id),
              label: `${l.lotNumber}${l.expiryDate ? t(l.expired ? 'casePage.lotExpired' : 'casePage.lotExpires', { date: l.expiryDate }) : ''}`,
              disabled: l.expired,
            }))}
            value={chosenLotId}
            onChange={setLotId}
            error={errors.probeLotId}
            disabled={!set}
            w={{ base: '100%', sm: 260 }}
          />
          {set?.method === 'her2-dual' && (
            <Select
              label={t('concurrentIhc')}
              placeholder={t('casePage.notYet')}
              clearable
              data={IHC_SCORES.map((s) => ({ value: s, label: s }))}
              value={ihc}
              onChange={(v) => setIhc(v as TIhcScore | null)}
              w={{ base: '100%', sm: 140 }}
            />
          )}
          <Button
            ref={startButton}
            type="submit"
            leftSection={<IconPlayerPlay size={16} />}
            disabled={!set || !chosenLotId}
            loading={start.isPending}
          >
            {t('casePage.start')}
          </Button>
        </Group>
        {set?.probeColors && (
          <Text size="xs" c="dimmed">
            {t('casePage.probes', { colors: set.probeColors })}
          </Text>
        )}
        {errors.banner && (
          <Alert color="red" variant="light">
            {errors.banner}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
