/** Saves a downloaded file through a temporary object URL and `<a download>` click. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started reading the blob.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The file name of a Content-Disposition header's filename="…", or the fallback. */
const fileNameOf = (header: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? fallback;

/** Saves a fetched file under the name its Content-Disposition gives (or the fallback), and says which. */
export async function saveResponseFile(response: Response, fallbackName: string): Promise<{ fileName: string }> {
  const fileName = fileNameOf(response.headers.get("Content-Disposition"), fallbackName);
  saveFile(await response.blob(), fileName);
  return { fileName };
}
