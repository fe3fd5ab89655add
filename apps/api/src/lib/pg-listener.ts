import pg from 'pg';

/**
 * One connection of its own that LISTENs on `channel` (PostgreSQL only), and comes back after the server restarts or
 * the network drops. `onPayload` gets each notification's payload ('' when it has none).
 */
export async function connectListener(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (err: unknown) => void,
  onReconnect?: () => void,
) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    c.on('error', (err) => {
      if (closed) return;
      onLost(err);
      c.removeAllListeners('error');
      c.on('error', () => {});
      void c.end().catch(() => {});
      client = null;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      open().then(
        // Whatever was said while the connection was down was not heard.
        () => onReconnect?.(),
        (err: unknown) => {
          onLost(err);
          schedule();
        },
      );
    }, 1000);
  };

  await open();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
