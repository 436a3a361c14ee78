import { invalidValue } from "./scim-errors";
import { hasControlCharacter } from "./text";

/**
 * The `schemas` of a User or Group resource (RFC 7643 §3): its core schema and the extensions it
 * uses. The core schema must be there; an extension we support is read; an extension we do not know
 * (Entra ID's "…/ADSCIM/2.0/Group", a vendor's custom User extension) is accepted and ignored, and so
 * are the attributes the resource carries under its URI. Another resource's core schema, or a message
 * schema, names the wrong thing and is refused. A body without `schemas` is read as the core resource,
 * as before (providers always send it; older clients and hand-written calls may not).
 */

const MAX_SCHEMAS = 20;
const MAX_URI = 500;
/** A URI: a scheme, a colon and no white space (RFC 3986 §3.1). */
const URI = /^[a-z][a-z0-9+.-]*:\S+$/i;
const OTHER_CORE = /^urn:ietf:params:scim:(schemas:core|api:messages):/i;

/**
 * Checks `body.schemas` against the resource's core schema and the extensions this server reads;
 * answers the extensions it ignores (lower case), whose attributes in the body are to be skipped.
 */
export function checkResourceSchemas(
  body: Record<string, unknown>,
  core: string,
  supported: readonly string[] = [],
): ReadonlySet<string> {
  const ignored = new Set<string>();
  if (body.schemas === undefined) return ignored;
  const schemas = body.schemas;
  if (!Array.isArray(schemas) || schemas.length === 0 || schemas.some((s) => typeof s !== "string"))
    throw invalidValue(`schemas must be a list of schema URIs that includes "${core}"`);
  if (schemas.length > MAX_SCHEMAS) throw invalidValue(`schemas names more than ${MAX_SCHEMAS} schemas`);
  const known = new Set([core, ...supported].map((s) => s.toLowerCase()));
  let hasCore = false;
  for (const schema of schemas as string[]) {
    const uri = schema.trim();
    if (uri.length > MAX_URI || hasControlCharacter(uri) || !URI.test(uri))
      throw invalidValue(`"${uri.slice(0, 200)}" in schemas is not a schema URI`);
    const lower = uri.toLowerCase();
    if (lower === core.toLowerCase()) hasCore = true;
    else if (known.has(lower)) continue;
    else if (OTHER_CORE.test(uri)) throw invalidValue(`schemas names "${uri.slice(0, 200)}", which is not "${core}"`);
    else ignored.add(lower);
  }
  if (!hasCore) throw invalidValue(`schemas must include "${core}"`);
  return ignored;
}
