import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Group,
  Kbd,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import {
  BREAK_APART_KEYS,
  FISH_ENTRY_FIELDS,
  FishInputError,
  IHC_SCORES,
  applyFishKey,
  classifyFish,
  emptyFishEntry,
  fishReaderTarget,
  nucleusCount,
  type TFishClassification,
  type TFishEntryState,
  type TFishNucleus,
  type TFishSession,
  type TIhcScore,
} from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useFishSessionAction } from '../api/fish-session-action';
import { saveFishCounts } from '../api/save-fish-counts';
import { putSession } from '../api/update-session-cache';
import { probeColor } from './probe-colors';
import { LivePanel } from './live-panel';
import classes from './fish.module.css';

/** Shown in the order a reader meets them: fused is the usual nucleus. */
const BREAK_APART_KEY_ORDER = ['f', 's', '3', '5'];

type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'error'; message: string };

/**
 * Counts are saved as they are typed: one save in flight at a time, always the newest whole list, with the
 * row version the server last answered, so a closed tab loses at most the nucleus being typed.
 */
function useCountSaver(session: TFishSession) {
  const qc = useQueryClient();
  const pending = useRef<{ nuclei?: TFishNucleus[]; ihc?: TIhcScore | null } | null>(null);
  const inFlight = useRef(false);
  const version = useRef(session.rowVersion);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });

  const flush = useCallback(async () => {
    if (inFlight.current || !pending.current) return;
    const body = pending.current;
    pending.current = null;
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const saved = await saveFishCounts(session.caseId, session.id, { ...body, rowVersion: version.current });
      version.current = saved.rowVersion;
      putSession(qc, saved);
      setState({ kind: 'saved' });
    } catch (e) {
      // Keep what was not saved; the next key (or Retry) sends it again.
      pending.current = { ...body, ...(pending.current as typeof body | null) };
      setState({
        kind: 'error',
        message: e instanceof ApiError ? e.message : i18n.t('fish:counter.unreachable'),
      });
      inFlight.current = false;
      return;
    }
    inFlight.current = false;
    if (pending.current) void flush();
  }, [qc, session.caseId, session.id]);

  const save = useCallback(
    (change: { nuclei?: TFishNucleus[]; ihc?: TIhcScore | null }) => {
      pending.current = { ...pending.current, ...change };
      void flush();
    },
    [flush],
  );

  /** Resolves when everything typed is on the server. */
  const settled = useCallback(async () => {
    for (let i = 0; i < 200 && (inFlight.current || pending.current); i++) {
      if (!inFlight.current && pending.current) void flush();
      await new Promise((r) => setTimeout(r, 50));
    }
    return !inFlight.current && !pending.current;
  }, [flush]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (inFlight.current || pending.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { save, settled, state, retry: () => void flush() };
}

/** The preview as the server will compute it: the same pure function. */
function preview(
  session: TFishSession,
  nuclei: TFishNucleus[],
  ihc: TIhcScore | null,
): { result: TFishClassification | null; error: string | null } {
  try {
    const reader2 = session.yourRole === 'reader2';
    // A second reader previews their own count only: the first reader's stays blind.
    const input = { method: session.method, reader1: nuclei, ihc: reader2 ? null : ihc } as Parameters<
      typeof classifyFish
    >[0];
    return { result: classifyFish(input), error: null };
  } catch (e) {
    if (e instanceof FishInputError) return { result: null, error: e.message };
    throw e;
  }
}

/** Keyboard entry at the microscope for the caller's reader slot, with the live panel beside it. */
export function FishCounter({ session }: { session: TFishSession }) {
  const { t } = useTranslation('fish');
  const mine = (session.yourRole === 'reader2' ? session.reader2?.nuclei : session.reader1.nuclei) ?? [];
  const [entry, setEntry] = useState<TFishEntryState>(() => emptyFishEntry(mine));
  const [ihc, setIhc] = useState<TIhcScore | null>(session.ihc);
  const saver = useCountSaver(session);
  const action = useFishSessionAction(session);
  const pad = useRef<HTMLDivElement>(null);
  const method = session.method;
  const isReader2 = session.yourRole === 'reader2';
  const target = fishReaderTarget(method);
  const limit = method === 'her2-dual' ? undefined : target;
  const live = useMemo(() => preview(session, entry.nuclei, ihc), [session, entry.nuclei, ihc]);
  const ready =
    live.result !== null &&
    live.result.result !== 'incomplete' &&
    !(live.result.result === 'equivocal' && !live.result.secondReaderRequired && !isReader2);

  useEffect(() => pad.current?.focus(), []);

  const submit = async () => {
    if (!(await saver.settled())) return;
    try {
      const s = await action.mutateAsync('submit');
      notifications.show({
        color: 'green',
        message: s.status === 'awaiting-second-reader' ? t('counter.submittedSecond') : t('counter.submittedReady'),
      });
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : t('counter.couldNotSubmit') });
    }
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      if (ready) void submit();
      return;
    }
    const next = applyFishKey(method, entry, e.key, limit);
    if (next === entry) return;
    e.preventDefault();
    setEntry(next);
    if (next.nuclei !== entry.nuclei) saver.save({ nuclei: next.nuclei });
  };

  const changeIhc = (v: string) => {
    const value = v as TIhcScore;
    setIhc(value);
    saver.save({ ihc: value });
    pad.current?.focus();
  };

  const fields = method === 'break-apart' ? [] : FISH_ENTRY_FIELDS[method];
  const rows = entry.nuclei.map((n, i) => ({ n, i })).reverse();

  return (
    <div className={classes.counterGrid}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {isReader2 ? t('counter.reader2Blinded') : t('counter.reader1')} · {session.probeSet.name}
          </Title>
          <SaveBadge state={saver.state} onRetry={saver.retry} />
        </Group>
        <Paper
          ref={pad}
          tabIndex={0}
          withBorder
          p="md"
          className={classes.pad}
          onKeyDown={onKey}
          role="application"
          aria-label={t('counter.pad')}
          data-testid="fish-pad"
        >
          <Stack gap="xs">
            {method === 'break-apart' ? (
              <Group gap="md" wrap="wrap">
                {BREAK_APART_KEY_ORDER.map((key) => [key, BREAK_APART_KEYS[key]!] as const).map(([key, pattern]) => (
                  <Group key={key} gap={6}>
                    <Kbd>{key.toUpperCase()}</Kbd>
                    <Text size="sm">{t(`pattern.${pattern}`)}</Text>
                  </Group>
                ))}
              </Group>
            ) : (
              <>
                <Group gap="lg" wrap="wrap" aria-live="polite">
                  {fields.map((f, k) => (
                    <Stack
                      key={f.key}
                      gap={2}
                      align="center"
                      className={classes.cell}
                      data-active={k === entry.partial.length || undefined}
                    >
                      <Group gap={4}>
                        <span
                          className={classes.dot}
                          style={{ background: probeColor(session.probeSet.probeColors, f.label) }}
                        />
                        <Text size="xs" fw={600}>
                          {f.label}
                        </Text>
                      </Group>
                      <Text fz={28} fw={700} ff="monospace" lh={1}>
                        {k < entry.partial.length
                          ? entry.partial[k]
                          : k === entry.partial.length && entry.tens !== null
                            ? `+${entry.tens}`
                            : '·'}
                      </Text>
                    </Stack>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('counter.digitHint')} <Kbd size="xs">+</Kbd> {t('counter.tensHint')}
                </Text>
              </>
            )}
            <Text size="xs" c="dimmed">
              <Kbd size="xs">{t('keys.backspace')}</Kbd> {t('counter.backspaceHint')} ·{' '}
              <Kbd size="xs">{t('cases:keys.enter')}</Kbd> {t('counter.enterHint')}
            </Text>
          </Stack>
        </Paper>
        {method === 'her2-dual' && !isReader2 && (
          <Group gap="sm">
            <Text size="sm" fw={500} id="ihc-label">
              {t('concurrentIhc')}
            </Text>
            <SegmentedControl
              aria-labelledby="ihc-label"
              size="xs"
              value={ihc ?? ''}
              onChange={changeIhc}
              data={[
                { value: '', label: t('counter.notGiven'), disabled: true },
                ...IHC_SCORES.map((s) => ({ value: s, label: s })),
              ]}
            />
          </Group>
        )}
        <ScrollArea.Autosize mah={320}>
          <Table striped withTableBorder verticalSpacing={4} aria-label={t('counter.counted')} data-testid="fish-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{method === 'urovysion' ? t('counter.cell') : t('counter.nucleus')}</Table.Th>
                {method === 'break-apart' ? (
                  <Table.Th>{t('counter.pattern')}</Table.Th>
                ) : (
                  fields.map((f) => <Table.Th key={f.key}>{f.label}</Table.Th>)
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ n, i }) => (
                <Table.Tr key={i}>
                  <Table.Td>{i + 1}</Table.Td>
                  {method === 'break-apart' ? (
                    <Table.Td>{t(`pattern.${(n as { pattern: string }).pattern}`)}</Table.Td>
                  ) : (
                    fields.map((f) => (
                      <Table.Td key={f.key} ff="monospace">
                        {nucleusCount(n, f.key)}
                      </Table.Td>
                    ))
                  )}
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={fields.length + 2}>
                    <Text size="sm" c="dimmed">
                      {t('counter.nothing')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
      <Stack gap="sm">
        <LivePanel method={method} result={live.result} error={live.error} target={target} ownCountOnly={isReader2} />
        <Button
          leftSection={<IconCheck size={16} />}
          disabled={!ready}
          loading={action.isPending}
          onClick={() => void submit()}
          rightSection={<Kbd size="xs">{t('cases:keys.enter')}</Kbd>}
        >
          {t('counter.submit')}
        </Button>
        {isReader2 && (
          <Alert color="blue" variant="light">
            {t('counter.blindNote')}
          </Alert>
        )}
      </Stack>
    </div>
  );
}

function SaveBadge({ state, onRetry }: { state: SaveState; onRetry(): void }) {
  const { t } = useTranslation('fish');
  if (state.kind === 'saving')
    return (
      <Badge variant="light" color="gray">
        {t('counter.saving')}
      </Badge>
    );
  if (state.kind === 'saved') {
    return (
      <Badge variant="light" color="green" data-testid="fish-saved">
        {t('counter.saved')}
      </Badge>
    );
  }
  return (
    <Group gap="xs">
      <Text size="xs" c="red" role="alert">
        {state.message}
      </Text>
      <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
        {t('counter.retry')}
      </Button>
    </Group>
  );
}
