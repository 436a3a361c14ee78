import { expect } from "@playwright/test";
import { e2ePort } from "./ports";

const MAIL_URL = `http://127.0.0.1:${e2ePort("E2E_MAIL_PORT")}`;

interface CaughtMail {
  subject: string;
  text: string;
}

/** The text of the newest e-mail to this address with this subject, once the app has delivered it. */
export async function mailText(to: string, subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
        const found = ((await response.json()) as CaughtMail[]).filter((m) => m.subject === subject).at(-1);
        text = found?.text ?? "";
        return text.length > 0;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return text;
}
