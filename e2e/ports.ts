/**
 * The ports of a browser-test run: playwright.config.ts picks free ones in the main process and its
 * workers and servers inherit them, so there is no fixed port to fall back on.
 */
export function e2ePort(name: "E2E_PORT" | "E2E_SMTP_PORT" | "E2E_MAIL_PORT"): number {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`${name} is set by playwright.config.ts; run the tests through it`);
  return port;
}
