import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 41: one way in and out of an organisation. Only `src/server/platform/` writes the `member` and
 * `session` tables (joining in organizations/add-member.ts, leaving in organizations/end-membership.ts,
 * the rest in organizations/member-writes.ts and accounts/session-writes.ts); `src/server/auth/` may
 * also write `session` (Better Auth's own sign-in, sign-out and device rules). Test data builders
 * (`src/server/test/`, test files, `e2e/`, `bench/`) set up fixtures below the product's rules and are
 * not scanned. A write is raw SQL (`insert into`, `update`, `delete from` the table) or Drizzle's
 * `.insert(table)`, `.update(table)`, `.delete(table)`.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "scripts"];
const TEST_DATA = [/^src\/server\/test\//, /\.test\.tsx?$/, /\.spec\.ts$/];

const OWNERS: Record<OwnedTable, RegExp[]> = {
  member: [/^src\/server\/platform\//],
  session: [/^src\/server\/platform\//, /^src\/server\/auth\//],
};
type OwnedTable = "member" | "session";
const TABLES = Object.keys(OWNERS) as OwnedTable[];

const rawWrite = (table: string) =>
  new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from)\s+"?${table}"?(?![\w"])`, "gi");
const drizzleWrite = (table: string) =>
  new RegExp(String.raw`\.(?:insert|update|delete)\(\s*(?:schema\.)?${table}\s*\)`, "g");

interface TableWrite {
  table: OwnedTable;
  line: number;
  text: string;
}

/** The writes of the owned tables in one file's source. */
function tableWrites(source: string): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const table of TABLES)
    for (const pattern of [rawWrite(table), drizzleWrite(table)])
      for (const match of source.matchAll(pattern)) {
        const line = source.slice(0, match.index).split("\n").length;
        writes.push({ table, line, text: source.split("\n")[line - 1].trim() });
      }
  return writes;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("who writes memberships and sessions", () => {
  it("finds raw SQL and Drizzle writes of both tables, and nothing else", () => {
    const writes = tableWrites(
      [
        "await tx.execute(sql`delete from member where organization_id = $1`);",
        'await db.execute(sql`UPDATE "session" SET active_organization_id = null`);',
        "await db.insert(member).values(row);",
        "await tx.delete(session).where(eq(session.id, id));",
        "await tx.execute(sql`insert into member_invitations (id) values (1)`);",
        "await tx.execute(sql`update session_activity set seen = now()`);",
        "await tx.execute(sql`select role from member where user_id = $1`);",
        "await db.insert(members).values(row);",
      ].join("\n"),
    );
    expect(writes.map((w) => [w.table, w.line])).toEqual([
      ["member", 1],
      ["member", 3],
      ["session", 2],
      ["session", 4],
    ]);
  });

  it("only platform/ writes member, and only platform/ and auth/ write session", () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
      .filter((file) => !TEST_DATA.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(100);
    const outsiders = files.flatMap((file) =>
      tableWrites(fs.readFileSync(path.join(ROOT, file), "utf8"))
        .filter((write) => !OWNERS[write.table].some((owner) => owner.test(file)))
        .map((write) => `${file}:${write.line} writes ${write.table}: ${write.text}`),
    );
    expect(outsiders).toEqual([]);
  });

  it("the owners do write both tables (the scan reads them)", () => {
    const platformSource = ["organizations/end-membership.ts", "accounts/session-writes.ts"]
      .map((file) => fs.readFileSync(path.join(ROOT, "src/server/platform", file), "utf8"))
      .join("\n");
    expect(new Set(tableWrites(platformSource).map((w) => w.table))).toEqual(new Set(TABLES));
  });
});
