/**
 * Issue 15: renders every download of the Resources tab (each resource in each of its formats) and
 * turns the first pages into PNGs to look at, with LibreOffice headless and pdftoppm:
 *
 *   npx tsx scripts/media/render-downloads.ts [outDir]      (default /tmp/pivot-downloads)
 *
 * Needs Debian's libreoffice-core, -writer, -calc, -impress and poppler-utils. The PNGs stay out of
 * the repository (they are for eyes, not for tests).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { downloadContent } from "../../src/domain/data/download-templates";
import { DOWNLOAD_RESOURCES, downloadFileName } from "../../src/domain/downloads";
import { renderDownload } from "../../src/server/features/downloads/render";

const outDir = path.resolve(process.argv[2] ?? "/tmp/pivot-downloads");
// A long title, so titles wrap onto a second line in every format.
const MODULE = {
  title: "Environmental Justice and Sustainable Leadership for Fair and Inclusive Workplaces",
  pillar: "Purpose",
};
const PAGES_PER_FORMAT: Record<string, number> = { pdf: 2, docx: 2, xlsx: 3, pptx: 3 };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")}: ${result.error?.message ?? result.stderr}`);
  }
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const date = new Date();
for (const resource of DOWNLOAD_RESOURCES) {
  const document = downloadContent(resource.template, {
    moduleTitle: MODULE.title,
    pillar: MODULE.pillar,
    date,
    resourceTitle: resource.title,
  });
  for (const format of resource.formats) {
    const file = path.join(outDir, downloadFileName(resource.title, format));
    const body = await renderDownload(format, document, { resourceId: resource.id, template: resource.template, date });
    fs.writeFileSync(file, body);
    let pdf = file;
    if (format !== "pdf") {
      const converted = path.join(outDir, "pdf", `${path.basename(file, `.${format}`)}-${format}.pdf`);
      fs.mkdirSync(path.dirname(converted), { recursive: true });
      const tmp = path.join(outDir, "pdf", format);
      run("soffice", ["--headless", "--convert-to", "pdf", "--outdir", tmp, file]);
      fs.renameSync(path.join(tmp, `${path.basename(file, `.${format}`)}.pdf`), converted);
      pdf = converted;
    }
    const png = path.join(outDir, "png", `${resource.id}-${format}`);
    fs.mkdirSync(path.dirname(png), { recursive: true });
    run("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", String(PAGES_PER_FORMAT[format]), pdf, png]);
    console.log(`${resource.id} ${format}: ${path.relative(outDir, png)}-*.png`);
  }
}
