/**
 * The cells of every CSV export (server and browser), before Papa.unparse writes them. Pure, so both
 * sides share the one formula guard; each side's `toCsv` (server/platform/csv.ts, client/lib/csv.ts)
 * hands the defused rows to papaparse.
 */

export type CsvCell = string | number | null | undefined;
export type CsvRow = readonly CsvCell[];

/**
 * OWASP CSV injection: a text cell a spreadsheet would read as a formula (a leading =, +, -, @, tab or
 * carriage return) gets a leading single quote. Numbers stay numbers. Our own test rather than
 * papaparse's `escapeFormulae`, whose pattern misses multi-line values and forces quotes.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const defuseFormula = (cell: CsvCell): CsvCell =>
  typeof cell === "string" && FORMULA_START.test(cell) ? `'${cell}` : cell;

export const defusedRows = (rows: readonly CsvRow[]): CsvCell[][] => rows.map((row) => row.map(defuseFormula));

/** Papa.unparse's settings for our files: RFC 4180 CRLF lines, quotes only where a cell needs them. */
export const CSV_UNPARSE_CONFIG = { newline: "\r\n", quotes: false } as const;
