import { createHash } from "node:crypto";
import type { AgentFormat } from "../../../contracts/webhooks";

/**
 * xAPI 1.0.3 statements for the outbox's learning events (issue 23 item 6): the person as the
 * organisation chooses (an `mbox_sha1sum` of their e-mail, or an account on our site named by their
 * user id), the module or certificate as an activity at its address on our site, ADL verbs.
 * The statement id is derived from the event, so a retry sends the same statement (the LRS keeps one).
 */

const ADL = "http://adlnet.gov/expapi/verbs";
const VERBS: Record<string, { id: string; display: string }> = {
  "module.launched": { id: `${ADL}/launched`, display: "launched" },
  "module.progressed": { id: `${ADL}/progressed`, display: "progressed" },
  "module.completed": { id: `${ADL}/completed`, display: "completed" },
  "knowledge_check.passed": { id: `${ADL}/passed`, display: "passed" },
  "knowledge_check.failed": { id: `${ADL}/failed`, display: "failed" },
  "certificate.issued": { id: "http://id.tincanapi.com/verb/earned", display: "earned" },
};
const PROGRESS_EXTENSION = "https://w3id.org/xapi/cmi5/result/extensions/progress";
const MODULE_TYPE = "http://adlnet.gov/expapi/activities/lesson";
const ASSESSMENT_TYPE = "http://adlnet.gov/expapi/activities/assessment";
const CERTIFICATE_TYPE = "https://www.opigno.org/en/tincan_registry/activity_type/certificate";

export interface Person {
  id: string;
  email: string;
  name: string | null;
}

/** A UUID (version 4 form) derived from a text, so the same event always has the same statement id. */
export function statementIdOf(seed: string): string {
  const bytes = createHash("sha256").update(seed).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function agentOf(person: Person, format: AgentFormat, baseUrl: string) {
  const name = person.name ? { name: person.name } : {};
  if (format === "mbox_sha1sum")
    return {
      objectType: "Agent" as const,
      ...name,
      mbox_sha1sum: createHash("sha1").update(`mailto:${person.email.trim().toLowerCase()}`).digest("hex"),
    };
  return { objectType: "Agent" as const, ...name, account: { homePage: baseUrl, name: person.id } };
}

export const isXapiEvent = (type: string) => type in VERBS;

type Payload = Record<string, unknown>;
const text = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** The statement for one stored event, or null when the type is not sent as xAPI. */
export function statementOf(
  event: { id: number; type: string; payload: Payload; createdAt: Date },
  person: Person,
  format: AgentFormat,
  baseUrl: string,
) {
  const verb = VERBS[event.type];
  if (!verb) return null;
  const base = baseUrl.replace(/\/$/, "");
  const p = event.payload;
  const moduleId = p.moduleId;
  const object =
    event.type === "certificate.issued"
      ? {
          objectType: "Activity" as const,
          id: `${base}/verify/${encodeURIComponent(text(p.verificationCode, String(p.certificateId ?? event.id)))}`,
          definition: { type: CERTIFICATE_TYPE, name: { "en-GB": text(p.title, "Certificate") } },
        }
      : {
          objectType: "Activity" as const,
          id: `${base}/module/${encodeURIComponent(String(moduleId))}${event.type.startsWith("knowledge_check") ? "/knowledge-check" : ""}`,
          definition: {
            type: event.type.startsWith("knowledge_check") ? ASSESSMENT_TYPE : MODULE_TYPE,
            name: {
              "en-GB": event.type.startsWith("knowledge_check")
                ? `Knowledge check: ${text(p.moduleTitle, `Module ${moduleId}`)}`
                : text(p.moduleTitle, `Module ${moduleId}`),
            },
          },
        };
  let result: Record<string, unknown> | undefined;
  if (event.type === "module.progressed") {
    const progress = num(p.progressPercentage);
    result = progress === null ? undefined : { extensions: { [PROGRESS_EXTENSION]: Math.round(progress) } };
  } else if (event.type === "module.completed") result = { completion: true };
  else if (event.type === "knowledge_check.passed" || event.type === "knowledge_check.failed") {
    const score = num(p.scorePercent);
    result = {
      success: event.type === "knowledge_check.passed",
      completion: true,
      ...(score === null
        ? {}
        : { score: { scaled: Math.max(0, Math.min(1, score / 100)), raw: score, min: 0, max: 100 } }),
    };
  }
  return {
    id: statementIdOf(`pivot-event:${event.id}`),
    actor: agentOf(person, format, base),
    verb: { id: verb.id, display: { "en-GB": verb.display } },
    object,
    ...(result ? { result } : {}),
    timestamp: event.createdAt.toISOString(),
    context: { platform: "PIVOT Learning", language: "en-GB" },
  };
}
