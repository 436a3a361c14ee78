import http from "node:http";
import { startTestSmtpServer } from "../src/server/platform/mail/test-smtp-server";
import { e2ePort } from "./ports";

/**
 * The browser tests' mail server (playwright.config.ts starts it before the app): the app delivers to
 * its SMTP port, and a journey reads what arrived over HTTP (e2e/mail.ts). Issue 29 item 5: the admin
 * outbox no longer shows one-time links, so a journey takes a reset link from the e-mail, as a user does.
 */
const E2E_SMTP_PORT = e2ePort("E2E_SMTP_PORT");
const E2E_MAIL_PORT = e2ePort("E2E_MAIL_PORT");

const smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT });

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${E2E_MAIL_PORT}`);
  if (url.pathname === "/health") {
    response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = smtp.messages
      .filter(
        (m) =>
          !to ||
          JSON.stringify(m.to ?? "")
            .toLowerCase()
            .includes(to),
      )
      .map((m) => ({ subject: m.subject ?? "", text: m.text ?? "" }));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
});
server.listen(E2E_MAIL_PORT, "127.0.0.1");

const stop = () => {
  server.close();
  void smtp.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
