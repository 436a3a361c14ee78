/** Saves text as a file through a temporary link (a real download, no server round trip). */
export function downloadText(fileName: string, text: string, type: string) {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadJson = (fileName: string, value: unknown) =>
  downloadText(fileName, `${JSON.stringify(value, null, 2)}\n`, "application/json");

export const downloadCsv = (fileName: string, csv: string) =>
  downloadText(fileName, `\uFEFF${csv}`, "text/csv;charset=utf-8");
