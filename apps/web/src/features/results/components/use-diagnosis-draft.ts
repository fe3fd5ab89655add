import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDiagnosis, TDiagnosisContent } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { diagnosisKey } from '../api/get-diagnosis';
import { conflictOf, saveDiagnosis } from '../api/save-diagnosis';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; current: TDiagnosis }
  | { kind: 'closed'; message: string };

const AUTOSAVE_MS = 800;
const storageKey = (caseId: number) => `results-draft:${caseId}`;

interface LocalCopy {
  draft: TDiagnosisContent;
  rowVersion: number;
}

export const contentOf = (d: TDiagnosisContent): TDiagnosisContent => ({
  parts: d.parts,
  comment: d.comment,
  icdCodeIds: d.icdCodeIds,
  procedures: d.procedures,
});

function readLocal(caseId: number): LocalCopy | null {
  try {
    const raw = sessionStorage.getItem(storageKey(caseId));
    return raw ? (JSON.parse(raw) as LocalCopy) : null;
  } catch {
    return null;
  }
}

/** The draft to start from: the server's, or the unsaved copy this tab kept (a crash or reload lost nothing). */
function startFrom(server: TDiagnosis): {
  draft: TDiagnosisContent;
  rowVersion: number;
  restored: boolean;
  stale: boolean;
} {
  const local = server.editable ? readLocal(server.caseId) : null;
  const same = local && JSON.stringify(contentOf(local.draft)) === JSON.stringify(contentOf(server));
  if (!local || same) return { draft: contentOf(server), rowVersion: server.rowVersion, restored: false, stale: false };
  return {
    draft: local.draft,
    rowVersion: local.rowVersion,
    restored: true,
    stale: local.rowVersion !== server.rowVersion,
  };
}

/**
 * The working diagnosis being edited: autosaved ~800 ms after the last change with its rowVersion, kept in
 * sessionStorage until the server has it. A stale save stops autosaving and offers both versions.
 */
export function useDiagnosisDraft(server: TDiagnosis) {
  const caseId = server.caseId;
  const qc = useQueryClient();
  const [start] = useState(() => startFrom(server));
  const [draft, setDraft] = useState<TDiagnosisContent>(start.draft);
  const [state, setState] = useState<SaveState>(() =>
    start.stale ? { kind: 'conflict', current: server } : { kind: 'idle' },
  );
  const rowVersion = useRef(start.rowVersion);
  const edits = useRef(start.restored && !start.stale ? 1 : 0);
  const saved = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const stopped = useRef(start.stale);

  const persistLocal = (d: TDiagnosisContent) => {
    try {
      sessionStorage.setItem(storageKey(caseId), JSON.stringify({ draft: d, rowVersion: rowVersion.current }));
    } catch {
      // A full sessionStorage only loses the crash copy; the server copy still saves.
    }
  };

  const save = useCallback(async (): Promise<void> => {
    while (inFlight.current) await inFlight.current;
    if (stopped.current || edits.current === saved.current) return;
    const seq = edits.current;
    const body = { ...draftRef.current, rowVersion: rowVersion.current };
    setState({ kind: 'saving' });
    const run = (async () => {
      try {
        const res = await saveDiagnosis(caseId, body);
        rowVersion.current = res.rowVersion;
        saved.current = seq;
        qc.setQueryData(diagnosisKey(caseId), res);
        if (edits.current === seq) sessionStorage.removeItem(storageKey(caseId));
        else persistLocal(draftRef.current);
        setState({ kind: 'saved', at: new Date() });
      } catch (e) {
        const current = conflictOf(e);
        if (current) {
          stopped.current = true;
          setState({ kind: 'conflict', current });
        } else if (e instanceof ApiError && e.code === 'conflict') {
          // Not a race but a case that no longer takes a diagnosis (signed out or cancelled meanwhile).
          stopped.current = true;
          setState({ kind: 'closed', message: e.message });
          void qc.invalidateQueries({ queryKey: diagnosisKey(caseId) });
        } else
          setState({ kind: 'error', message: e instanceof Error ? e.message : i18n.t('workspace:save.couldNotSave') });
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refs and the stable query client only
  }, [caseId, qc]);

  // Debounced autosave after each change.
  useEffect(() => {
    if (edits.current === saved.current || stopped.current) return;
    const t = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [draft, save]);

  // Leaving the page with unsaved changes saves them at once (the local copy stays until then).
  useEffect(() => () => void save(), [save]);

  const update = useCallback(
    (fn: (d: TDiagnosisContent) => TDiagnosisContent) => {
      setDraft((d) => {
        const next = fn(d);
        edits.current += 1;
        persistLocal(next);
        return next;
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- persistLocal reads refs only
    [caseId],
  );

  /** "Load their version": the server's diagnosis replaces mine; autosave resumes. */
  const loadTheirs = (current: TDiagnosis) => {
    stopped.current = false;
    rowVersion.current = current.rowVersion;
    edits.current = saved.current = 0;
    sessionStorage.removeItem(storageKey(caseId));
    setDraft(contentOf(current));
    qc.setQueryData(diagnosisKey(caseId), current);
    setState({ kind: 'idle' });
  };

  /** "Keep mine (overwrite)": mine is saved over theirs, with their rowVersion. */
  const keepMine = async (current: TDiagnosis) => {
    stopped.current = false;
    rowVersion.current = current.rowVersion;
    edits.current = saved.current + 1;
    await save();
  };

  /** Saves now (before a preview or a sign-out); true when the server has everything. */
  const flush = async () => {
    await save();
    return edits.current === saved.current && !stopped.current;
  };

  /** The rowVersion of what is on screen and saved: a signature names it (docs/security.md). */
  const reviewedVersion = () => rowVersion.current;

  /** A signature refused because the diagnosis moved (409 stale_version): autosave stops and both versions show. */
  const showConflict = (current: TDiagnosis) => {
    stopped.current = true;
    setState({ kind: 'conflict', current });
  };

  return {
    draft,
    update,
    state,
    loadTheirs,
    keepMine,
    flush,
    reviewedVersion,
    showConflict,
    restored: start.restored,
  };
}
