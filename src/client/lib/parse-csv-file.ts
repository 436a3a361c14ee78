/** Reads a CSV in the browser with papaparse, loaded only when a file is chosen (its own chunk). */
export async function parseCsvFile(file: File): Promise<string[][]> {
  const { default: Papa } = await import("papaparse");
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: false,
      complete: (result) => resolve(result.data),
      error: (error) => reject(error),
    });
  });
}
