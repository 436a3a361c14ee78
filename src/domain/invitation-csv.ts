import { CSV_UPLOAD_MAX_BYTES, checkCsvUpload } from "./csv-upload";
import type { OrganizationRole } from "./organization-roles";

/**
 * Inviting many people at once (issue 20 item 3): a CSV file the browser parses (papaparse) into rows
 * of text, or addresses pasted into a box. These rules turn either into the list to send, every row
 * of it: the server's preview (the send's dry run) judges each row by the send's own rules, so no row
 * is judged twice by two sets of rules (issue 45). The server answers by position in the list;
 * `rowNumbers` maps that position back to the file's row (the header is row 1).
 */

/** The largest list the server takes at once (contracts' MAX_INVITATION_ROWS). */
export const MAX_INVITATIONS = 10_000;
export const INVITATION_CSV_MAX_BYTES = CSV_UPLOAD_MAX_BYTES;

export const INVITATION_CSV_COLUMNS = ["email", "firstName", "lastName", "department", "role", "managerEmail"] as const;
export type InvitationCsvColumn = (typeof INVITATION_CSV_COLUMNS)[number];

/** The header a person writes, in the template's words. */
export const INVITATION_CSV_HEADER = "email,first name,last name,department,role,manager email";

export const INVITATION_CSV_TEMPLATE = [
  INVITATION_CSV_HEADER,
  "ada.lovelace@example.com,Ada,Lovelace,Operations,member,grace.hopper@example.com",
  "grace.hopper@example.com,Grace,Hopper,,manager,",
  "",
].join("\r\n");

export interface InvitationDraft {
  email: string;
  firstName?: string;
  lastName?: string;
  department?: string;
  /** As the file says it, in lower case: the server refuses one that is not a role. */
  role?: OrganizationRole | (string & {});
  managerEmail?: string;
}

export interface RefusedInvitationRow {
  /** The row in the file (the header is row 1), or the position in the pasted list. */
  row: number;
  email: string;
  reason: string;
}

export type InvitationImport =
  | {
      ok: true;
      invitations: InvitationDraft[];
      /** The file row of each invitation, in order: the server's row n is rowNumbers[n - 1]. */
      rowNumbers: number[];
      /** Header cells no column matched; their values are left out. */
      ignoredColumns: string[];
    }
  | { ok: false; message: string };

/** A file refused before it is read: not CSV, empty, or over 5 MB. */
export const checkInvitationFile = checkCsvUpload;

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]/g, "");

/** The spellings of each column's header that are read as that column. */
const HEADER_SPELLINGS: Record<InvitationCsvColumn, readonly string[]> = {
  email: ["email", "emailaddress", "mail", "workemail"],
  firstName: ["firstname", "first", "givenname", "forename"],
  lastName: ["lastname", "last", "surname", "familyname"],
  department: ["department", "dept", "team"],
  role: ["role", "organisationrole", "organizationrole"],
  managerEmail: ["manageremail", "manager", "linemanager", "linemanageremail", "manageremailaddress"],
};
const COLUMN_BY_KEY = new Map<string, InvitationCsvColumn>(
  INVITATION_CSV_COLUMNS.flatMap((column) => HEADER_SPELLINGS[column].map((key) => [key, column] as const)),
);

/** A first cell with an @ and no spaces is an address, not a header: the file has no header row. */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

const tooMany = (count: number) =>
  `The list has ${count.toLocaleString("en-GB")} people; send at most ${MAX_INVITATIONS.toLocaleString("en-GB")} at a time.`;

/**
 * Parsed CSV rows (the header first) → invitations. A file without a header row whose first cell is
 * an address is read in the template's column order.
 */
export function invitationsFromCsv(rows: readonly (readonly string[])[]): InvitationImport {
  const nonBlank = rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (nonBlank.length === 0) return { ok: false, message: "The file has no rows." };

  const [first] = nonBlank;
  const headerless = looksLikeEmail(first.cells[0]?.trim() ?? "");
  const columns: (InvitationCsvColumn | undefined)[] = headerless
    ? [...INVITATION_CSV_COLUMNS]
    : first.cells.map((c) => COLUMN_BY_KEY.get(headerKey(c)));
  if (!columns.includes("email"))
    return {
      ok: false,
      message: `The header has no email column. The columns are: ${INVITATION_CSV_HEADER} (only email is required).`,
    };
  const ignoredColumns = headerless
    ? []
    : first.cells.filter((c, i) => columns[i] === undefined && c.trim() !== "").map((c) => c.trim());
  const body = headerless ? nonBlank : nonBlank.slice(1);
  if (body.length === 0) return { ok: false, message: "The file has a header but nobody to invite." };
  if (body.length > MAX_INVITATIONS) return { ok: false, message: tooMany(body.length) };

  const invitations: InvitationDraft[] = [];
  const rowNumbers: number[] = [];
  for (const { cells, row } of body) {
    const value = (column: InvitationCsvColumn) => {
      const index = columns.indexOf(column);
      return index === -1 ? "" : (cells[index] ?? "").trim();
    };
    const optional = (column: InvitationCsvColumn) => value(column) || undefined;
    invitations.push({
      email: value("email"),
      firstName: optional("firstName"),
      lastName: optional("lastName"),
      department: optional("department"),
      role: optional("role")?.toLowerCase(),
      managerEmail: optional("managerEmail"),
    });
    rowNumbers.push(row);
  }
  return { ok: true, invitations, rowNumbers, ignoredColumns };
}

/**
 * Addresses pasted into a box: one per line, or separated by commas, semicolons or spaces, with or
 * without names ("Ada Lovelace <ada@example.com>"). Rows are numbered by position.
 */
export function invitationsFromText(text: string): InvitationImport {
  const emails = text.match(/[^\s<>,;"'()[\]]+@[^\s<>,;"'()[\]]+/g) ?? [];
  if (emails.length === 0) return { ok: false, message: "Paste at least one e-mail address." };
  if (emails.length > MAX_INVITATIONS) return { ok: false, message: tooMany(emails.length) };
  return {
    ok: true,
    invitations: emails.map((email) => ({ email })),
    rowNumbers: emails.map((_, i) => i + 1),
    ignoredColumns: [],
  };
}

/** The server's refusals (by position in the list sent) as rows of the file. */
export function refusedFileRows(
  server: readonly { row: number; email: string; reason?: string }[],
  rowNumbers: readonly number[],
): RefusedInvitationRow[] {
  return server.map((r) => ({ row: rowNumbers[r.row - 1] ?? r.row, email: r.email, reason: r.reason ?? "" }));
}

/** The departments a list names, each once (ignoring case), in the file's first spelling. */
export function departmentsNamed(invitations: readonly InvitationDraft[]): string[] {
  const named = new Map<string, string>();
  for (const { department } of invitations)
    if (department && !named.has(department.toLowerCase())) named.set(department.toLowerCase(), department);
  return [...named.values()];
}
