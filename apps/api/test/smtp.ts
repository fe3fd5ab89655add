import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  /** Every mail received, in order: its envelope recipients and raw text. */
  mails: Array<{ to: string[]; data: string }>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (no TLS, no login) that keeps what it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const mails: TestSmtp['mails'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
