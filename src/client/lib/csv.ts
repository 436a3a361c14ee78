import Papa from "papaparse";
import { CSV_UNPARSE_CONFIG, type CsvRow, defusedRows } from "../../domain/csv-cells";

/** A CSV file of the rows built in the browser, every line ending in CRLF, formulas defused. */
export const toCsv = (rows: readonly CsvRow[]): string => `${Papa.unparse(defusedRows(rows), CSV_UNPARSE_CONFIG)}\r\n`;
