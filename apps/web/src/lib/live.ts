import { useEffect, useRef } from 'react';
import { LIVE_EVENT_TYPES, ZLiveEvent, type TLiveEvent, type TLiveEventType } from '@lab/domain';
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
  source?.close();
  source = null;
  openFor = null;
}

/** Opens the one stream of this tab for the signed-in token (docs/workspace.md#live-channel); closes it on sign-out. */
function open(token: string | null) {
  if (token === openFor) return;
  close();
  if (!token) return;
  openFor = token;
  const s = new EventSource(`/api/live?access_token=${encodeURIComponent(token)}`);
  source = s;
  for (const type of LIVE_EVENT_TYPES) s.addEventListener(type, dispatch as EventListener);
  // Back after a drop (the server restarted, the network went away): what happened meanwhile was not heard, so
  // every listener refreshes as if told that its kind of thing changed.
  let readyBefore = false;
  s.addEventListener('ready', () => {
    if (readyBefore) listeners.forEach((set, type) => set.forEach((l) => l({ type, data: {} })));
    readyBefore = true;
  });
  // The session ended on the server: the stream says so and stops; the next call of the page signs out. A session
  // locked in another tab ends the stream too: this tab locks, and the stream opens again at the unlock.
  s.addEventListener('end', (e) => {
    close();
    if (readReason(e) === 'locked') screenLock.lockedElsewhere();
  });
  s.addEventListener('error', () => {
    // A refused stream (401 after a restart of the session) is not retried by the browser; try again later. While
    // locked it waits for the unlock.
    if (s.readyState === EventSource.CLOSED && source === s && !screenLock.isLocked()) {
      openFor = null;
      reopen = setTimeout(() => open(session.token()), 10_000);
    }
  });
}

function readReason(e: Event): string | null {
  try {
    const data: unknown = JSON.parse((e as MessageEvent<string>).data);
    return data && typeof data === 'object' && 'reason' in data ? String(data.reason) : null;
  } catch {
    return null;
  }
}

// Unlocked: the stream comes back for the signed-in token.
screenLock.subscribe(() => {
  const login = session.get();
  if (!screenLock.isLocked() && !source && login && !login.user.mustChangePassword) open(session.token());
});

/**
 * Keeps the live channel open while someone is signed in; mount once, in the signed-in frame. A user who must
 * first change their password may call nothing else (the server refuses), so their stream waits for the change.
 */
export function useLiveChannel(): void {
  const login = useSession();
  useEffect(() => {
    open(login && !login.user.mustChangePassword ? session.token() : null);
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
