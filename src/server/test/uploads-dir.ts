import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A test app storing its files in a fresh temporary uploads folder, so one test file's files never
 * meet another's (stored names count from ids every test database starts at 1). Closing the app
 * removes the folder.
 */
export async function createTestAppWithUploads(
  folderPrefix: string,
  ...[env = {}, options]: Parameters<typeof createTestApp>
): Promise<TestApp & { uploadsDir: string }> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const removeFolder = () => fs.rmSync(uploadsDir, { recursive: true, force: true });
  let t: TestApp;
  try {
    t = await createTestApp({ ...env, UPLOADS_DIR: uploadsDir }, options);
  } catch (error) {
    removeFolder();
    throw error;
  }
  return {
    ...t,
    uploadsDir,
    async close() {
      await t.close();
      removeFolder();
    },
  };
}
