import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server for tests (smtp-server, the SMTP half of nodemailer's project): it accepts every message on
 * 127.0.0.1 and keeps each one parsed by mailparser, as a mail client would read it. `stop` and `start` again on
 * the same port play an SMTP server that goes down and comes back.
 */
export interface TestSmtp {
  url: string;
  port: number;
  received: ParsedMail[];
  /** When each message was accepted (Date.now()), with its X-Bilheteria-Key: the bench's clock. */
  arrivals: Array<{ key: string | undefined; at: number }>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

function listen(
  port: number,
  received: ParsedMail[],
  arrivals: TestSmtp['arrivals'],
): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    // Going down drops the senders' idle pooled connections at once instead of waiting 30 s for them.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const key = mail.headers.get('x-bilheteria-key');
          arrivals.push({ key: typeof key === 'string' ? key : undefined, at: Date.now() });
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const arrivals: TestSmtp['arrivals'] = [];
  let current: SMTPServer | undefined;
  const first = await listen(0, received, arrivals);
  current = first.server;
  const port = first.port;
  const stop = async () => {
    const server = current;
    current = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    arrivals,
    stop,
    async start() {
      if (current) return;
      current = (await listen(port, received, arrivals)).server;
    },
    close: stop,
  };
}
