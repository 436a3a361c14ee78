import { IGNORED_ENTERPRISE_ATTRIBUTES, IGNORED_USER_ATTRIBUTES, SCHEMA } from "./discovery";
import { attributeName } from "./filter";
import { checkResourceSchemas } from "./resource-schemas";
import { invalidPath, invalidSyntax, invalidValue, mutability, ScimError } from "./scim-errors";
import { hasControlCharacter } from "./text";

/**
 * What an identity provider may set on a User (RFC 7643 §4.1), read from a full resource (POST, PUT)
 * or applied operation by operation (PATCH, RFC 7644 §3.5.2) as Okta and Entra ID send them: op names
 * in any case ("Replace"), `active` as a boolean or Entra's "True"/"False", a value object without a
 * path, paths with value filters (`emails[type eq "work"].value`) and the enterprise extension's URN.
 * Core attributes we do not keep (phone numbers, title…) are accepted and dropped; anything else is a
 * 400 (invalidValue in a body, invalidPath in a PATCH path).
 */

export interface UserState {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  /** The address the account has (or is created with). */
  email: string | null;
  active: boolean;
  /** undefined: the provider did not name one, the department stays as it is. */
  department: string | null | undefined;
  /** The PATCH operation that set `email` last: a refusal of the new address names it. */
  emailSetBy?: PatchOperation;
}

const ENTERPRISE = SCHEMA.enterpriseUser.toLowerCase();
const MAX_TEXT = 256;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(value: unknown, attribute: string, options: { nullable?: boolean; max?: number } = {}): string | null {
  if (value === null && options.nullable) return null;
  if (typeof value !== "string") throw invalidValue(`${attribute} must be a string`);
  const trimmed = value.trim();
  if (hasControlCharacter(trimmed)) throw invalidValue(`${attribute} contains a control character`);
  if (trimmed.length > (options.max ?? MAX_TEXT))
    throw invalidValue(`${attribute} must be at most ${options.max ?? MAX_TEXT} characters`);
  if (trimmed === "") {
    if (options.nullable) return null;
    throw invalidValue(`${attribute} must not be empty`);
  }
  return trimmed;
}

/** true/false, or Entra ID's "True"/"False" strings. */
export function booleanValue(value: unknown, attribute: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === "true";
  throw invalidValue(`${attribute} must be true or false`);
}

function emailValue(value: unknown, attribute = "emails.value"): string {
  const address = text(value, attribute, { max: 254 });
  if (!address || !EMAIL.test(address)) throw invalidValue(`${attribute} must be an e-mail address`);
  return address.toLowerCase();
}

/** The primary address of an `emails` list, else its first (RFC 7643 §2.4). */
function emailsValue(value: unknown): string | null {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 20) throw invalidValue("emails has too many values");
  const entries = list.map((entry) => {
    if (!isObject(entry)) throw invalidValue("emails must be a list of {value, type, primary}");
    return {
      value: emailValue(entry.value),
      primary: entry.primary === undefined ? false : booleanValue(entry.primary, "emails.primary"),
    };
  });
  return (entries.find((e) => e.primary) ?? entries[0])?.value ?? null;
}

/** A department name from the enterprise extension (or null to clear it). */
function departmentValue(value: unknown): string | null {
  return text(value, "department", { nullable: true, max: 80 });
}

function nameValue(state: UserState, value: unknown) {
  if (value === null) {
    state.givenName = null;
    state.familyName = null;
    return;
  }
  if (!isObject(value)) throw invalidValue("name must be an object");
  for (const [key, part] of Object.entries(value)) setAttribute(state, `name.${key}`, part, "replace");
}

function enterpriseValue(state: UserState, value: unknown) {
  if (!isObject(value)) throw invalidValue(`${SCHEMA.enterpriseUser} must be an object`);
  for (const [key, part] of Object.entries(value)) setAttribute(state, `${ENTERPRISE}:${key}`, part, "replace");
}

type Op = "add" | "replace" | "remove";

/**
 * Sets one attribute, named by a (PATCH) path. `base` is the attribute without its value filter and
 * sub-attribute; errors say invalidPath for a PATCH, invalidValue for a body (`pathError`).
 */
function setAttribute(
  state: UserState,
  path: string,
  value: unknown,
  op: Op,
  pathError: (detail: string) => ScimError = invalidValue,
) {
  const name = attributeName(path);
  if (name.startsWith(`${ENTERPRISE}:`) || name === ENTERPRISE) {
    const sub = name === ENTERPRISE ? "" : name.slice(ENTERPRISE.length + 1);
    if (sub === "") {
      if (op === "remove") state.department = null;
      else enterpriseValue(state, value);
      return;
    }
    if (sub === "department") {
      state.department = op === "remove" ? null : departmentValue(value);
      return;
    }
    if (IGNORED_ENTERPRISE_ATTRIBUTES.has(sub.split(/[.[]/)[0])) return;
    throw pathError(`Unknown attribute "${path.slice(0, 200)}"`);
  }
  // A value filter (emails[type eq "work"].value) selects among values; there is one e-mail address.
  const base = name.replace(/\[[^\]]*\]/, "");
  const [head, sub] = [base.split(".")[0], base.split(".").slice(1).join(".")];
  switch (head) {
    case "active":
      if (op === "remove") throw mutability("active cannot be removed: set it to true or false");
      state.active = booleanValue(value, "active");
      return;
    case "username":
      if (op === "remove") throw mutability("userName is required and cannot be removed");
      state.userName = text(value, "userName") as string;
      return;
    case "externalid":
      state.externalId = op === "remove" ? null : text(value, "externalId", { nullable: true });
      return;
    case "displayname":
      // Ours is made from the name; accepted so that providers which send it are not refused.
      if (op !== "remove") text(value, "displayName", { nullable: true });
      return;
    case "name":
      if (sub === "") {
        if (op === "remove") nameValue(state, null);
        else nameValue(state, value);
        return;
      }
      if (sub === "givenname") {
        state.givenName = op === "remove" ? null : text(value, "name.givenName", { nullable: true, max: 100 });
        return;
      }
      if (sub === "familyname") {
        state.familyName = op === "remove" ? null : text(value, "name.familyName", { nullable: true, max: 100 });
        return;
      }
      if (IGNORED_USER_ATTRIBUTES.has(`name.${sub}`)) return;
      throw pathError(`Unknown attribute "${path.slice(0, 200)}"`);
    case "emails":
      if (op === "remove") throw mutability("The account's e-mail address cannot be removed");
      if (sub === "value") state.email = emailValue(Array.isArray(value) ? value[0] : value);
      else if (sub === "") state.email = emailsValue(value) ?? state.email;
      else if (sub !== "type" && sub !== "primary" && sub !== "display")
        throw pathError(`Unknown attribute "${path.slice(0, 200)}"`);
      return;
    case "groups":
      throw mutability("groups is read-only: change a person's department through the Groups endpoint");
    case "id":
    case "meta":
      throw mutability(`${head} is read-only`);
    case "schemas":
      return;
    default:
      if (IGNORED_USER_ATTRIBUTES.has(head)) return;
      throw pathError(`Unknown attribute "${path.slice(0, 200)}"`);
  }
}

/**
 * A full User resource (POST, PUT) over `current` (PUT keeps nothing but the department when the
 * provider does not name one). userName is required; the address comes from `emails`, else from a
 * userName that is an address.
 */
export function readUserResource(body: unknown, current?: UserState): UserState {
  if (!isObject(body)) throw invalidSyntax("The body must be a SCIM User resource (a JSON object)");
  const ignoredExtensions = checkResourceSchemas(body, SCHEMA.user, [SCHEMA.enterpriseUser]);
  const state: UserState = {
    userName: "",
    externalId: null,
    givenName: null,
    familyName: null,
    email: current?.email ?? null,
    // Absent from a PUT: as it was (Okta and Entra ID always send it).
    active: current?.active ?? true,
    department: undefined,
  };
  let emails: string | null = null;
  for (const [key, value] of Object.entries(body)) {
    const name = key.toLowerCase();
    if (name === "id" || name === "meta" || name === "groups" || name === "schemas") continue;
    // An extension the resource names and we do not keep (RFC 7643 §3): its attributes are dropped.
    if (ignoredExtensions.has(name)) continue;
    if (name === "emails") {
      emails = value === null ? null : emailsValue(value);
      continue;
    }
    if (name === "username" && value === null) throw invalidValue("userName is required");
    setAttribute(state, key, value, "replace");
  }
  if (!state.userName) throw invalidValue("userName is required");
  if (emails) state.email = emails;
  if (!state.email) {
    if (!EMAIL.test(state.userName))
      throw invalidValue("An e-mail address is required: send emails, or an address as userName");
    state.email = state.userName.toLowerCase();
  }
  return state;
}

/** PATCH's Operations applied to `current` (RFC 7644 §3.5.2), in order. */
export function applyUserPatch(body: unknown, current: UserState): UserState {
  const state = { ...current };
  applyOperations(patchOperations(body), (operation) => {
    const emailBefore = state.email;
    if (operation.path === undefined) {
      if (operation.op === "remove") throw noPathForRemove();
      if (!isObject(operation.value)) throw invalidValue("An operation without a path takes an object of attributes");
      for (const [key, value] of Object.entries(operation.value)) {
        if (key.toLowerCase() === "emails") {
          state.email = emailsValue(value) ?? state.email;
          continue;
        }
        setAttribute(state, key, value, operation.op, invalidPath);
      }
    } else setAttribute(state, operation.path, operation.value, operation.op, invalidPath);
    if (state.email !== emailBefore) state.emailSetBy = operation;
  });
  return state;
}

const noPathForRemove = () => invalidPath("A remove operation needs a path");

export interface PatchOperation {
  op: Op;
  path?: string;
  value?: unknown;
  /** Its place in the request's Operations list, from 0. */
  index: number;
}

/** "Operations[1] (replace name.familyName)": which operation of a request a refusal is about. */
function operationName(operation: { index: number; op?: unknown; path?: unknown }) {
  const op = typeof operation.op === "string" ? operation.op.slice(0, 20) : "";
  const path = typeof operation.path === "string" ? operation.path.slice(0, 200) : "without a path";
  return `Operations[${operation.index}] (${op ? `${op} ` : ""}${path})`;
}

/**
 * The refusal of one operation as the answer to the whole PATCH, which is atomic (RFC 7644 §3.5.2:
 * "if any of the operations fails, the entire PATCH request MUST be rolled back"): its status and
 * scimType, and a detail that names the operation, so the provider knows which failed and that the
 * others were not applied either.
 */
export const refusedOperation = (operation: { index: number; op?: unknown; path?: unknown }, error: ScimError) =>
  new ScimError(
    error.status,
    `${operationName(operation)} was refused, so none of this request's operations was applied: ${error.message}`,
    error.scimType,
  );

/** Applies each operation in order; the first refused stops them all, named in the answer. */
export function applyOperations(operations: PatchOperation[], apply: (operation: PatchOperation) => void) {
  for (const operation of operations) {
    try {
      apply(operation);
    } catch (error) {
      if (error instanceof ScimError) throw refusedOperation(operation, error);
      throw error;
    }
  }
}

/** The Operations of a PatchOp body, checked (RFC 7644 §3.5.2). */
export function patchOperations(body: unknown): PatchOperation[] {
  if (!isObject(body)) throw invalidSyntax("The body must be a SCIM PatchOp message (a JSON object)");
  if (
    body.schemas !== undefined &&
    (!Array.isArray(body.schemas) ||
      !body.schemas.some((s) => typeof s === "string" && s.toLowerCase() === SCHEMA.patchOp.toLowerCase()))
  )
    throw invalidValue(`schemas must name ${SCHEMA.patchOp}`);
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0) throw invalidValue("Operations must be a non-empty list");
  if (operations.length > 1000) throw invalidValue("Operations has more than 1000 operations");
  return operations.map((operation, index): PatchOperation => {
    try {
      return checkedOperation(operation, index);
    } catch (error) {
      if (error instanceof ScimError)
        throw refusedOperation(isObject(operation) ? { ...operation, index } : { index }, error);
      throw error;
    }
  });
}

function checkedOperation(operation: unknown, index: number): PatchOperation {
  if (!isObject(operation)) throw invalidValue("Each operation must be an object");
  const op = typeof operation.op === "string" ? operation.op.toLowerCase() : "";
  if (op !== "add" && op !== "replace" && op !== "remove")
    throw invalidValue(`op must be "add", "replace" or "remove", not ${JSON.stringify(operation.op)?.slice(0, 50)}`);
  if (operation.path !== undefined && (typeof operation.path !== "string" || operation.path.trim() === ""))
    throw invalidPath("path must be a non-empty string");
  if (typeof operation.path === "string" && operation.path.length > 500) throw invalidPath("path is too long");
  if (op !== "remove" && operation.value === undefined) throw invalidValue(`A "${op}" operation needs a value`);
  return { op, path: operation.path as string | undefined, value: operation.value, index };
}
