import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  port: number;
  /** Every message received, parsed, in order of arrival. */
  messages: ParsedMail[];
  /** How many connections were opened to it. */
  connections: number;
  /** Stops listening (SMTP down) and starts again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package), started inside the test: what the
 * shop sends arrives here over the wire and is parsed as a mail app would.
 * @see https://nodemailer.com/extras/smtp-server/
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let port = 0;
  let connections = 0;
  let server: SMTPServer | undefined;

  async function start() {
    server = new SMTPServer({
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push(parsed);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', () => resolve()));
    port = (listening.server.address() as AddressInfo).port;
  }

  async function stop() {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    /** How many connections the shop opened since the server first started. */
    get connections() {
      return connections;
    },
    messages,
    start,
    stop,
    close: stop,
  };
}
