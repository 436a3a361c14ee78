// Browser tests drive Debian's Chromium at /usr/bin/chromium (DESIGN §8). Install it when missing.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", { stdio: "inherit" });
}
