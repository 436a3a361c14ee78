/** The CSV importers (people to invite, the pay equity tool's employee records) read files up to 5 MB. */
export const CSV_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A file refused before it is read: not CSV, over 5 MB, or empty; null for a file that may be read. */
export function checkCsvUpload(file: { name: string; size: number; type: string }): string | null {
  const isCsv = /\.csv$/i.test(file.name) || file.type === "text/csv";
  if (!isCsv) return `"${file.name}" is not a CSV file. Choose a .csv file (download the template to see the columns).`;
  if (file.size > CSV_UPLOAD_MAX_BYTES) return `"${file.name}" is larger than 5 MB. Split it into smaller files.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}
