import { type SQL, sql } from "drizzle-orm";
import { type Filter, flatten, parse } from "scim2-parse-filter";
import { invalidFilter } from "./scim-errors";
import { hasControlCharacter } from "./text";

/**
 * SCIM filters (RFC 7644 §3.4.2.2) turned into SQL over the resource's columns. The parser is
 * scim2-parse-filter's; value paths (`emails[type eq "work" and value eq "x"]`) are flattened into
 * sub-attributes (`emails.type`, `emails.value`) first. An attribute the resource does not have, an
 * operator that does not fit it, or text that does not parse is a 400 invalidFilter.
 */

/** How an attribute is compared: text case-insensitively (caseExact false), or as written. */
export interface FilterAttribute {
  column: SQL;
  type: "text" | "exactText" | "boolean" | "date";
}

/** Attribute names (lower case, schema URN prefix removed) → their column. */
export type FilterAttributes = Record<string, FilterAttribute | ((value: unknown, op: string) => SQL)>;

const MAX_FILTER_LENGTH = 2000;

const CORE_PREFIXES = ["urn:ietf:params:scim:schemas:core:2.0:user:", "urn:ietf:params:scim:schemas:core:2.0:group:"];

/** An attribute path as the maps below name it: lower case, without the core schema's URN. */
export function attributeName(path: string): string {
  const lower = path.trim().toLowerCase();
  for (const prefix of CORE_PREFIXES) if (lower.startsWith(prefix)) return lower.slice(prefix.length);
  return lower;
}

export function parseFilter(text: string): Filter {
  if (text.length > MAX_FILTER_LENGTH) throw invalidFilter(`The filter is longer than ${MAX_FILTER_LENGTH} characters`);
  if (hasControlCharacter(text)) throw invalidFilter("The filter contains a control character");
  try {
    return flatten(parse(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : "it does not parse";
    throw invalidFilter(`The filter ${JSON.stringify(text.slice(0, 200))} is not a valid SCIM filter: ${reason}`);
  }
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filter as a SQL condition over `attributes`. */
export function filterToSql(filter: Filter, attributes: FilterAttributes, depth = 0): SQL {
  if (depth > 20) throw invalidFilter("The filter is nested too deeply");
  switch (filter.op) {
    case "and":
    case "or": {
      const parts = filter.filters.map((f) => filterToSql(f, attributes, depth + 1));
      return sql`(${sql.join(parts, filter.op === "and" ? sql` and ` : sql` or `)})`;
    }
    case "not":
      return sql`not coalesce(${filterToSql(filter.filter, attributes, depth + 1)}, false)`;
    case "[]":
      // flatten() leaves none; a value path inside a value path is not SCIM.
      throw invalidFilter("Nested value paths are not supported");
    case "pr": {
      const attribute = lookup(attributes, filter.attrPath);
      if (typeof attribute === "function") return attribute(null, "pr");
      return attribute.type === "text" || attribute.type === "exactText"
        ? sql`(${attribute.column} is not null and ${attribute.column} <> '')`
        : sql`(${attribute.column} is not null)`;
    }
    default:
      return compare(filter.op, filter.attrPath, filter.compValue, attributes);
  }
}

function lookup(attributes: FilterAttributes, path: string) {
  const attribute = attributes[attributeName(path)];
  if (!attribute) throw invalidFilter(`The attribute "${path.slice(0, 100)}" cannot be filtered on`);
  return attribute;
}

function compare(op: string, path: string, value: unknown, attributes: FilterAttributes): SQL {
  const attribute = lookup(attributes, path);
  if (typeof attribute === "function") return attribute(value, op);
  const { column, type } = attribute;
  if (value === null) {
    if (op === "eq") return sql`(${column} is null)`;
    if (op === "ne") return sql`(${column} is not null)`;
    throw invalidFilter(`"${op}" cannot compare ${path} with null`);
  }
  if (type === "boolean") {
    const wanted = typeof value === "string" ? value.toLowerCase() : value;
    if (wanted !== true && wanted !== false && wanted !== "true" && wanted !== "false")
      throw invalidFilter(`${path} is compared with true or false`);
    const bool = wanted === true || wanted === "true";
    if (op === "eq") return sql`(${column} = ${bool})`;
    if (op === "ne") return sql`(${column} <> ${bool})`;
    throw invalidFilter(`"${op}" does not apply to the boolean ${path}`);
  }
  if (typeof value !== "string") throw invalidFilter(`${path} is compared with a quoted string`);
  if (type === "date") {
    const at = new Date(value);
    if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999)
      throw invalidFilter(`${path} is compared with a date-time`);
    const iso = at.toISOString();
    const operators: Record<string, SQL> = {
      eq: sql`=`,
      ne: sql`<>`,
      gt: sql`>`,
      ge: sql`>=`,
      lt: sql`<`,
      le: sql`<=`,
    };
    const operator = operators[op];
    if (!operator) throw invalidFilter(`"${op}" does not apply to the date-time ${path}`);
    return sql`(${column} ${operator} ${iso}::timestamptz)`;
  }
  const left = type === "text" ? sql`lower(${column})` : column;
  const right = type === "text" ? value.toLowerCase() : value;
  switch (op) {
    case "eq":
      return sql`(${left} = ${right})`;
    case "ne":
      return sql`(${left} is distinct from ${right})`;
    case "co":
      return sql`(${left} like ${`%${likeEscape(right)}%`})`;
    case "sw":
      return sql`(${left} like ${`${likeEscape(right)}%`})`;
    case "ew":
      return sql`(${left} like ${`%${likeEscape(right)}`})`;
    case "gt":
      return sql`(${left} > ${right})`;
    case "ge":
      return sql`(${left} >= ${right})`;
    case "lt":
      return sql`(${left} < ${right})`;
    case "le":
      return sql`(${left} <= ${right})`;
    default:
      throw invalidFilter(`Unknown operator "${op}"`);
  }
}
