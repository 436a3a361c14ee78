import { APIError } from "better-auth/api";
import type { AppConfig } from "../config";
import { DEMO_PASSWORD } from "./demo-accounts";
import { PASSWORD_FIELDS, passwordInBody } from "./password-policy";

export const DEMO_PASSWORD_CODE = "DEMO_PASSWORD_REFUSED";
export const DEMO_PASSWORD_MESSAGE =
  "This is the demo password published in the README: it cannot be used on this site. Choose another password, or reset yours.";

/** The Better Auth endpoints that take a password, and the body field that carries it: sign-in, and those that set one. */
const PASSWORD_BODY_FIELDS: Record<string, string> = { "/sign-in/email": "password", ...PASSWORD_FIELDS };

/**
 * Issue 29 item 3: on a production site that did not ask for the demo accounts (SEED_DEMO=true), no
 * account may have or keep the README's password: it is refused wherever a password is chosen, and at
 * sign-in (an account seeded before the upgrade must reset its password).
 */
export function refusesDemoPassword(config: Pick<AppConfig, "env" | "seedDemo">): boolean {
  return config.env === "production" && !config.seedDemo;
}

/** Better Auth before-hook step: throws for the demo password on an endpoint that takes a password. */
export function checkDemoPassword(config: Pick<AppConfig, "env" | "seedDemo">, path: string, body: unknown): void {
  if (!refusesDemoPassword(config)) return;
  if (passwordInBody(PASSWORD_BODY_FIELDS, path, body) === DEMO_PASSWORD) {
    throw new APIError("BAD_REQUEST", { message: DEMO_PASSWORD_MESSAGE, code: DEMO_PASSWORD_CODE });
  }
}
