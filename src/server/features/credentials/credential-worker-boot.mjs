// The entry of the credentials worker (issue 29). The server runs TypeScript through tsx, and a
// worker thread does not inherit the loader that `--import tsx` gave the main thread (nor vitest's
// transform): registering tsx here makes `npm run serve`, Playwright's web server and vitest start
// the same worker.
import { register } from "tsx/esm/api";

register();
await import("./credential-worker.ts");
