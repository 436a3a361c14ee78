import { readFileSync } from "node:fs";
import JSZip from "jszip";
import type { LmsPackageFormat } from "../../../contracts/lms-packages";

/**
 * The files of an LMS package (issue 24 item 1, decision 325): the manifest an LMS imports
 * (`imsmanifest.xml` for SCORM 1.2, `cmi5.xml` for cmi5), the launch page and its script and styles
 * (package-files/). Nothing of the module's content is in it: the launch page opens the module from
 * PIVOT, so protection and licence checks stay on PIVOT's server.
 */

export interface PackageModule {
  id: number;
  title: string;
  description: string;
  /** The knowledge check's pass mark (0–100) when the module has one; null: not assessed. */
  passMark: number | null;
}

export interface PackageContent {
  packageId: string;
  /** Shown nowhere else; PIVOT keeps only its hash. */
  packageKey: string;
  format: LmsPackageFormat;
  /** PIVOT's public origin, which the launch page calls and accepts messages from. */
  origin: string;
  title: string;
  description: string;
  /** One module, or a pathway's modules in order (one SCO or AU each). */
  modules: PackageModule[];
  /** Whether it is a pathway's package: its SCOs and AUs name their module in the launch address. */
  isPathway: boolean;
}

const read = (name: string) => readFileSync(new URL(`./package-files/${name}`, import.meta.url), "utf8");
const LAUNCH_FILES = { html: read("launch.html"), js: read("launch.js"), css: read("launch.css") };
/** The launch page's settings in the template (valid JSON, so the template lints as HTML). */
const CONFIG_PLACEHOLDER = '{"settings":"filled in by the package builder"}';
if (!LAUNCH_FILES.html.includes(CONFIG_PLACEHOLDER)) throw new Error("launch.html has lost its settings placeholder");

/** Text and attribute values of the manifests. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // Characters XML 1.0 does not allow at all.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");

const launchHref = (content: PackageContent, module: PackageModule) =>
  content.isPathway ? `index.html?module=${module.id}` : "index.html";

const LAUNCH_FILE_NAMES = ["index.html", "launch.js", "launch.css"];

/** SCORM 1.2 (IMS CP 1.1.2 with ADL's adlcp 1.2 extension): one organisation, one SCO per module. */
export function scorm12Manifest(content: PackageContent): string {
  const items = content.modules
    .map((m) => {
      const mastery = m.passMark === null ? "" : `\n        <adlcp:masteryscore>${m.passMark}</adlcp:masteryscore>`;
      return `      <item identifier="item-${m.id}" identifierref="sco-${m.id}" isvisible="true">
        <title>${escapeXml(m.title)}</title>${mastery}
      </item>`;
    })
    .join("\n");
  const resources = content.modules
    .map(
      (
        m,
      ) => `    <resource identifier="sco-${m.id}" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(launchHref(content, m))}">
${LAUNCH_FILE_NAMES.map((f) => `      <file href="${f}"/>`).join("\n")}
    </resource>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pivot-${content.packageId}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="pivot-organization">
    <organization identifier="pivot-organization">
      <title>${escapeXml(content.title)}</title>
${items}
    </organization>
  </organizations>
  <resources>
${resources}
  </resources>
</manifest>
`;
}

const langstring = (text: string) => `<langstring lang="en-GB">${escapeXml(text)}</langstring>`;

/** cmi5 course structure (cmi5 §13): one AU per module, launched in any window. */
export function cmi5CourseStructure(content: PackageContent): string {
  const courseId = `${content.origin}/lms/packages/${content.packageId}`;
  const aus = content.modules
    .map((m) => {
      // cmi5 §13.1.4: masteryScore is scaled, 0 to 1 with up to four decimals.
      const assessed =
        m.passMark === null
          ? `moveOn="Completed"`
          : `moveOn="CompletedAndPassed" masteryScore="${Number((m.passMark / 100).toFixed(4))}"`;
      return `  <au id="${escapeXml(`${courseId}/modules/${m.id}`)}" launchMethod="AnyWindow" ${assessed}>
    <title>${langstring(m.title)}</title>
    <description>${langstring(m.description)}</description>
    <url>${escapeXml(launchHref(content, m))}</url>
  </au>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${escapeXml(courseId)}">
    <title>${langstring(content.title)}</title>
    <description>${langstring(content.description)}</description>
  </course>
${aus}
</courseStructure>
`;
}

/** The launch page with its settings: a JSON document that no `</script>` inside a title can end early. */
export function launchPage(content: PackageContent): string {
  const settings = {
    origin: content.origin,
    packageKey: content.packageKey,
    format: content.format,
    modules: content.modules.map((m) => ({ id: m.id, title: m.title })),
  };
  const json = JSON.stringify(settings).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
  const title = content.title
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
  // Replaced by functions: a "$" in a title is text, not a replacement pattern.
  return LAUNCH_FILES.html.replaceAll("{{TITLE}}", () => title).replace(CONFIG_PLACEHOLDER, () => json);
}

/** The package as a ZIP. */
export async function buildPackageZip(content: PackageContent): Promise<Uint8Array> {
  const zip = new JSZip();
  if (content.format === "scorm12") zip.file("imsmanifest.xml", scorm12Manifest(content));
  else zip.file("cmi5.xml", cmi5CourseStructure(content));
  zip.file("index.html", launchPage(content));
  zip.file("launch.js", LAUNCH_FILES.js);
  zip.file("launch.css", LAUNCH_FILES.css);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 6 } });
}
