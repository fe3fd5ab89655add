import { useEffect, useRef } from 'react';
import {
  LIVE_EVENT_TYPES,
  restrictedSession,
  WORKSPACE_ROLES,
  ZLiveEvent,
  type TLiveEvent,
  type TLiveEventType,
  type TRole,
} from '@lab/domain';
import { signedUrl } from './downloads';
import { screenLock } from './idle';
import { session, useSession } from './session';

type Listener = (event: TLiveEvent) => void;
const listeners = new Map<TLiveEventType, Set<Listener>>();
let source: EventSource | null = null;
let openFor: string | null = null;
let reopen: ReturnType<typeof setTimeout> | null = null;

function dispatch(raw: MessageEvent<string>) {
  const parsed = ZLiveEvent.safeParse(JSON.parse(raw.data));
  if (!parsed.success) return;
  listeners.get(parsed.data.type)?.forEach((l) => l(parsed.data));
}

function close() {
  if (reopen) clearTimeout(reopen);
  reopen = null;
  document.removeEventListener('visibilitychange', whenShown);
  source?.close();
  source = null;
  openFor = null;
  delete document.documentElement.dataset.live;
}

/** Tried again after a while: the stream was refused, or its link could not be had. */
function retryLater() {
  openFor = null;
  reopen = setTimeout(() => void open(session.token()), 10_000);
}

/** A stream closed for a newer tab of the session (the server keeps a few): opened again when this tab is shown. */
function whenShown() {
  if (document.visibilityState !== 'visible') return;
  document.removeEventListener('visibilitychange', whenShown);
  void open(session.token());
}

/**
 * Opens the one stream of this tab for the signed-in session (docs/workspace.md#live-channel); closes it on sign-out.
 * An EventSource cannot send the session's header and the token never goes into an address: the stream opens by a
 * signed link to /api/live (lib/downloads.ts), asked for anew whenever the stream is opened again.
 */
async function open(token: string | null) {
  if (token === openFor) return;
  close();
  if (!token) return;
  openFor = token;
  let url: string;
  try {
    url = await signedUrl('/api/live');
  } catch {
    if (openFor === token) retryLater();
    return;
  }
  // Signed out, or another token, while the link was asked for.
  if (openFor !== token) return;
  const s = new EventSource(url);
  source = s;
  for (const type of LIVE_EVENT_TYPES) s.addEventListener(type, dispatch as EventListener);
  // Back after a drop (the server restarted, the network went away): what happened meanwhile was not heard, so
  // every listener refreshes as if told that its kind of thing changed.
  let readyBefore = false;
  s.addEventListener('ready', () => {
    // Said on the page for whoever waits for the stream (the browser tests, before a colleague's change).
    document.documentElement.dataset.live = 'ready';
    if (readyBefore) listeners.forEach((set, type) => set.forEach((l) => l({ type, data: {} })));
    readyBefore = true;
  });
  // The session ended on the server: the stream says so and stops; the next call of the page signs out. A stream
  // closed for a newer tab of this session comes back when this tab is shown again. A session locked in another tab
  // ends the stream too: this tab locks, and the stream opens again at the unlock.
  s.addEventListener('end', (e) => {
    close();
    const reason = (safeParse((e as MessageEvent<string>).data) as { reason?: string } | null)?.reason;
    if (reason === 'replaced') document.addEventListener('visibilitychange', whenShown);
    if (reason === 'locked') screenLock.lockedElsewhere();
  });
  s.addEventListener('error', () => {
    // A refused stream (401 after a restart of the session, or its link expired before the browser reconnected) is
    // not retried by the browser; try again later with a new link. While locked it waits for the unlock.
    if (s.readyState === EventSource.CLOSED && source === s && !screenLock.isLocked()) retryLater();
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The live channel is the workspace's: staff and physicians (a patient's or a role-less account's bell polls). */
const hasLiveChannel = (role: TRole | null) => role !== null && (WORKSPACE_ROLES as readonly TRole[]).includes(role);

// Unlocked: the stream comes back for the signed-in token.
screenLock.subscribe(() => {
  const login = session.get();
  if (!screenLock.isLocked() && !source && login && !restrictedSession(login.user) && hasLiveChannel(login.user.role)) {
    void open(session.token());
  }
});

/**
 * Keeps the live channel open while someone is signed in; mount once, in the signed-in frame. A user who must
 * first change their password may call nothing else (the server refuses), so their stream waits for the change.
 */
export function useLiveChannel(): void {
  const login = useSession();
  useEffect(() => {
    void open(login && !restrictedSession(login.user) && hasLiveChannel(login.user.role) ? session.token() : null);
  }, [login]);
  useEffect(() => () => close(), []);
}

/** Calls `handler` for each live event of `type` while the component is mounted. */
export function useLiveEvent(type: TLiveEventType, handler: Listener): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const l: Listener = (e) => ref.current(e);
    let set = listeners.get(type);
    if (!set) listeners.set(type, (set = new Set()));
    set.add(l);
    return () => void set.delete(l);
  }, [type]);
}
