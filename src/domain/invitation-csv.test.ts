import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  checkInvitationFile,
  departmentsNamed,
  INVITATION_CSV_TEMPLATE,
  invitationsFromCsv,
  invitationsFromText,
  MAX_INVITATIONS,
  refusedFileRows,
} from "./invitation-csv";

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: false }).data;

describe("checkInvitationFile", () => {
  it("refuses a file that is not CSV, one over 5 MB and an empty one, before reading it", () => {
    expect(checkInvitationFile({ name: "people.xlsx", size: 10, type: "application/vnd.ms-excel" })).toMatch(
      /^"people.xlsx" is not a CSV file/,
    );
    expect(checkInvitationFile({ name: "people.csv", size: 5 * 1024 * 1024 + 1, type: "text/csv" })).toBe(
      '"people.csv" is larger than 5 MB. Split it into smaller files.',
    );
    expect(checkInvitationFile({ name: "people.csv", size: 0, type: "text/csv" })).toBe('"people.csv" is empty.');
    expect(checkInvitationFile({ name: "people.CSV", size: 5 * 1024 * 1024, type: "" })).toBeNull();
    expect(checkInvitationFile({ name: "export", size: 10, type: "text/csv" })).toBeNull();
  });
});

describe("invitationsFromCsv", () => {
  it("reads the template: every column, and the file's row numbers", () => {
    const result = invitationsFromCsv(parse(INVITATION_CSV_TEMPLATE));
    expect(result).toEqual({
      ok: true,
      invitations: [
        {
          email: "ada.lovelace@example.com",
          firstName: "Ada",
          lastName: "Lovelace",
          department: "Operations",
          role: "member",
          managerEmail: "grace.hopper@example.com",
        },
        {
          email: "grace.hopper@example.com",
          firstName: "Grace",
          lastName: "Hopper",
          department: undefined,
          role: "manager",
          managerEmail: undefined,
        },
      ],
      rowNumbers: [2, 3],
      ignoredColumns: [],
    });
  });

  it("takes other spellings of the headers in any order, and leaves out unknown columns", () => {
    const result = invitationsFromCsv(
      parse(
        "Surname,E-mail Address,First_Name,Employee ID,Line Manager\nHopper,grace@example.com,Grace,42,ada@example.com",
      ),
    );
    expect(result).toMatchObject({
      ok: true,
      invitations: [
        { email: "grace@example.com", firstName: "Grace", lastName: "Hopper", managerEmail: "ada@example.com" },
      ],
      ignoredColumns: ["Employee ID"],
    });
  });

  it("keeps every row for the server's rules, by its row number, even one the server will refuse; skips blank lines", () => {
    const result = invitationsFromCsv(
      parse(
        "email,role\n\nada@example.com,Admin\n,member\nnot-an-address,member\ngrace@example.com,director\njosé.núñez@example.com,\n",
      ),
    );
    // The preview (the send's dry run on the server) says what happens to each: one rule, not two.
    expect(result).toEqual({
      ok: true,
      invitations: [
        { email: "ada@example.com", role: "admin" },
        { email: "", role: "member" },
        { email: "not-an-address", role: "member" },
        { email: "grace@example.com", role: "director" },
        { email: "josé.núñez@example.com" },
      ].map((i) => ({
        firstName: undefined,
        lastName: undefined,
        department: undefined,
        managerEmail: undefined,
        role: undefined,
        ...i,
      })),
      rowNumbers: [3, 4, 5, 6, 7],
      ignoredColumns: [],
    });
  });

  it("reads a headerless file whose first address is internationalised as addresses, not as a header", () => {
    expect(invitationsFromCsv(parse("josé.núñez@example.com,José\n"))).toMatchObject({
      ok: true,
      invitations: [{ email: "josé.núñez@example.com", firstName: "José" }],
      rowNumbers: [1],
    });
  });

  it("reads a file of addresses without a header in the template's column order", () => {
    const result = invitationsFromCsv(parse("ada@example.com,Ada\ngrace@example.com\n"));
    expect(result).toMatchObject({
      ok: true,
      invitations: [{ email: "ada@example.com", firstName: "Ada" }, { email: "grace@example.com" }],
      rowNumbers: [1, 2],
    });
  });

  it("refuses a file without an email column, without rows, or with more than 10,000 people", () => {
    expect(invitationsFromCsv(parse("name,department\nAda,Ops"))).toEqual({
      ok: false,
      message:
        "The header has no email column. The columns are: email,first name,last name,department,role,manager email (only email is required).",
    });
    expect(invitationsFromCsv(parse("\n\n"))).toEqual({ ok: false, message: "The file has no rows." });
    expect(invitationsFromCsv(parse("email\n"))).toEqual({
      ok: false,
      message: "The file has a header but nobody to invite.",
    });
    const atLimit = ["email", ...Array.from({ length: MAX_INVITATIONS }, (_, i) => `p${i}@example.com`)];
    expect(invitationsFromCsv(atLimit.map((e) => [e])).ok).toBe(true);
    expect(invitationsFromCsv([...atLimit, "one-more@example.com"].map((e) => [e]))).toEqual({
      ok: false,
      message: "The list has 10,001 people; send at most 10,000 at a time.",
    });
  });
});

describe("invitationsFromText", () => {
  it("finds the addresses in what was pasted, with or without names, whatever separates them", () => {
    const result = invitationsFromText("Ada Lovelace <ada@example.com>, grace@example.com;\n  alan@example.org  x");
    expect(result).toEqual({
      ok: true,
      invitations: [{ email: "ada@example.com" }, { email: "grace@example.com" }, { email: "alan@example.org" }],
      rowNumbers: [1, 2, 3],
      ignoredColumns: [],
    });
    expect(invitationsFromText("  no addresses here ")).toEqual({
      ok: false,
      message: "Paste at least one e-mail address.",
    });
  });
});

describe("refusedFileRows", () => {
  it("puts the server's refusals at the file's rows", () => {
    expect(
      refusedFileRows([{ row: 2, email: "b@example.com", reason: "Already a member of this organisation" }], [2, 4, 5]),
    ).toEqual([{ row: 4, email: "b@example.com", reason: "Already a member of this organisation" }]);
  });
});

describe("departmentsNamed", () => {
  it("names each department of the list once, ignoring case, in its first spelling", () => {
    expect(
      departmentsNamed([
        { email: "a@example.com", department: "Operations" },
        { email: "b@example.com" },
        { email: "c@example.com", department: "operations" },
        { email: "d@example.com", department: "Finance" },
      ]),
    ).toEqual(["Operations", "Finance"]);
  });
});
