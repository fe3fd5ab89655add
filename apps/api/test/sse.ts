/** A server-sent events client for tests: reads a stream with fetch and hands over its events in order. */
export interface SseStream {
  /** The next event of this type (and matching `where`, when given) within `ms`, skipping others. */
  next(
    type: string,
    where?: (data: Record<string, unknown>) => boolean,
    ms?: number,
  ): Promise<{ type: string; data: Record<string, unknown> }>;
  close(): void;
  /** Every event type received so far, in order. */
  log: string[];
}

export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream & { status: number; body: string }> {
  const ctrl = new AbortController();
  const res = await fetch(url, { signal: ctrl.signal, headers: { accept: 'text/event-stream', ...headers } });
  const body = res.ok ? '' : await res.text();
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  const log: string[] = [];
  const waiters: Array<() => void> = [];
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type) log.push(type);
            if (type) events.push({ type, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    body,
    log,
    async next(type, where = () => true, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = events.findIndex((e) => e.type === type && where(e.data));
        if (i >= 0) return events.splice(0, i + 1).pop()!;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no "${type}" event within ${ms} ms (saw: ${events.map((e) => e.type).join(', ') || 'nothing'})`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => ctrl.abort(),
  };
}
