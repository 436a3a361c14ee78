/**
 * SCIM's error answers (RFC 7644 §3.12): `{"schemas":[…Error],"status":"400","scimType":"invalidFilter",
 * "detail":"…"}`, served as application/scim+json. Everything under /scim/v2 answers in this shape,
 * never the app's `{ message }` (routes.ts gives the SCIM scope an error handler of its own).
 */

export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
export const SCIM_CONTENT_TYPE = "application/scim+json; charset=utf-8";

/** RFC 7644 §3.12's scimType values this server answers. */
export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers"
  | "sensitive";

export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }

  get body() {
    return scimErrorBody(this.status, this.message, this.scimType);
  }
}

export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

export const invalidValue = (detail: string) => new ScimError(400, detail, "invalidValue");
export const invalidSyntax = (detail: string) => new ScimError(400, detail, "invalidSyntax");
export const invalidPath = (detail: string) => new ScimError(400, detail, "invalidPath");
export const invalidFilter = (detail: string) => new ScimError(400, detail, "invalidFilter");
export const mutability = (detail: string) => new ScimError(400, detail, "mutability");
export const noTarget = (detail: string) => new ScimError(400, detail, "noTarget");
export const uniqueness = (detail: string) => new ScimError(409, detail, "uniqueness");
export const scimNotFound = (what: "User" | "Group" | "Resource", id?: string) =>
  new ScimError(404, id ? `${what} ${id} not found` : `${what} not found`);
export const scimUnauthorized = (detail = "A valid SCIM bearer token of the organisation is required") =>
  new ScimError(401, detail);
