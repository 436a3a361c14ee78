import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An SMTP server in the test process: every message it accepts, parsed (tests only). */
export interface TestSmtpServer {
  url: string;
  messages: ParsedMail[];
  /** Resolves when `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Refuse (or accept again) every message, as a mail server that is down or bounces. */
  setRefusing(refusing: boolean): void;
  /** Hold each message this long before accepting it (a slow server). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/** `port`: a fixed port (the browser tests' mail catcher, e2e/mail-catcher.ts); any free port by default. */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusing = false;
  let delay = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (delay > 0) await new Promise((r) => setTimeout(r, delay));
          if (refusing) {
            const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
            return;
          }
          messages.push(parsed);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return messages;
    },
    setRefusing: (value) => {
      refusing = value;
    },
    setDelay: (ms) => {
      delay = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
