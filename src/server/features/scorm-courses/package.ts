import { open as openFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { SCORM_PACKAGE_LIMITS } from "../../../contracts/scorm-courses";
import type { ScormVersion } from "../../../domain/scorm-cmi";
import { HttpError } from "../../errors";

/**
 * Reading an uploaded SCORM package (issue 24 item 3, decision 335): a zip checked from its content,
 * against zip-bomb limits read from the central directory and counted again while inflating, with
 * every path normalised and refused when it could leave the package, and an imsmanifest.xml at its
 * root that names a SCO whose launch file is in the zip. Each refusal says what the admin can fix.
 */

export type PackageLimits = typeof SCORM_PACKAGE_LIMITS;

const refuse = (message: string, status: 400 | 413 = 400) =>
  new HttpError(status, message, [{ path: "file", message }]);

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The folder of the runtime PIVOT serves beside a package's files (content route); a package may not use it. */
export const RUNTIME_FOLDER = ".pivot-runtime";

export interface PackageFile {
  path: string;
  entry: Entry;
  size: number;
}

/** A SCO of the default organisation, in the order the manifest lists them (decision 355). */
export interface ManifestSco {
  /** The item's identifier. */
  id: string;
  title: string;
  /** Its launch file and query string, relative to the package root. */
  launchPath: string;
}

export interface ScormManifest {
  title: string;
  description: string;
  version: ScormVersion;
  /** The first SCO's launch file and its query string, as the manifest gives them (relative to the package root). */
  launchPath: string;
  /** Every SCO of the default organisation, the first one first; at most MAX_SCOS. */
  scos: ManifestSco[];
}

/** More lessons than anyone pages through; the manifest's first ones are kept. */
export const MAX_SCOS = 500;

export interface OpenedPackage extends ScormManifest {
  files: PackageFile[];
  unpackedBytes: number;
  zip: ZipFile;
}

/** The zip's first bytes: a local file header (PK\3\4), or the end record of an empty zip (PK\5\6). */
export async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await openFile(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return (
      bytesRead === 4 &&
      buffer[0] === 0x50 &&
      buffer[1] === 0x4b &&
      ((buffer[2] === 3 && buffer[3] === 4) || (buffer[2] === 5 && buffer[3] === 6))
    );
  } finally {
    await handle.close();
  }
}

/**
 * A path inside the package, normalised (no "." segments, no doubled slashes), or the reason it is
 * refused: absolute, a drive letter, "..", a backslash or a NUL character.
 */
export function packagePath(name: string): { path: string } | { refused: string } {
  const shown = JSON.stringify(name.replace(/\0/g, "\\0"));
  if (name.includes("\0"))
    return { refused: `The package holds a file whose name contains a NUL character (${shown}).` };
  if (name.includes("\\"))
    return {
      refused: `The package holds a file whose name contains a backslash (${shown}); zip it again with forward slashes.`,
    };
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name))
    return {
      refused: `The package holds a file with an absolute path (${shown}); every path must be inside the package.`,
    };
  const segments = name.split("/");
  if (segments.includes(".."))
    return { refused: `The package holds a file whose path leaves the package (${shown}); remove the ".." from it.` };
  const normalised = segments.filter((segment) => segment !== "" && segment !== ".").join("/");
  return { path: normalised };
}

const decodeName = (entry: Entry): string => {
  const raw = entry.fileNameRaw;
  // General purpose bit 11: the name is UTF-8; otherwise IBM code page 437, the same as ASCII for the names packages use.
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString("utf8") : raw.toString("latin1");
};

/** Reads the central directory: every entry checked before a byte is inflated. */
export async function openPackage(file: string, limits: PackageLimits = SCORM_PACKAGE_LIMITS): Promise<OpenedPackage> {
  if (!(await looksLikeZip(file)))
    throw refuse("The file is not a zip. Export the course as a SCORM 1.2 or 2004 package (.zip).");
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw refuse(
      "The file is not a readable zip: its central directory is missing or damaged. Export the package again.",
    );
  }
  try {
    if (zip.entryCount > limits.maxEntries)
      throw refuse(`The package holds ${zip.entryCount} files; a package may hold at most ${limits.maxEntries}.`, 413);
    const files = await readEntries(zip, limits);
    const manifest = await readManifest(zip, files);
    return { ...manifest, files, unpackedBytes: files.reduce((sum, f) => sum + f.size, 0), zip };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function readEntries(zip: ZipFile, limits: PackageLimits): Promise<PackageFile[]> {
  return new Promise((resolve, reject) => {
    const files: PackageFile[] = [];
    const seen = new Set<string>();
    let declared = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(
        error instanceof HttpError
          ? error
          : refuse("The zip is damaged: its list of files cannot be read. Export the package again."),
      );
    };
    zip.on("error", fail);
    zip.on("end", () => {
      if (settled) return;
      settled = true;
      resolve(files);
    });
    zip.on("entry", (entry: Entry) => {
      try {
        const name = decodeName(entry);
        const checked = packagePath(name);
        if ("refused" in checked) throw refuse(checked.refused);
        if (name.endsWith("/")) {
          zip.readEntry();
          return;
        }
        if (!checked.path) throw refuse("The package holds a file without a name.");
        if (entry.isEncrypted())
          throw refuse(`The package's file ${checked.path} is encrypted; export it without a password.`);
        if (checked.path === RUNTIME_FOLDER || checked.path.startsWith(`${RUNTIME_FOLDER}/`))
          throw refuse(`The package may not use the folder ${RUNTIME_FOLDER}/, where PIVOT serves its SCORM runtime.`);
        if (seen.has(checked.path)) throw refuse(`The package holds the file ${checked.path} twice.`);
        seen.add(checked.path);
        declared += entry.uncompressedSize;
        if (declared > limits.maxUnpackedBytes)
          throw refuse(
            `The package unpacks to more than ${megabytes(limits.maxUnpackedBytes)}; a package may unpack to at most ${megabytes(limits.maxUnpackedBytes)}.`,
            413,
          );
        if (
          entry.uncompressedSize > limits.ratioFloorBytes &&
          entry.uncompressedSize > Math.max(entry.compressedSize, 1) * limits.maxRatio
        )
          throw refuse(
            `The package's file ${checked.path} is compressed more than ${limits.maxRatio} to 1, which is how zip bombs are made; the package was refused.`,
            413,
          );
        files.push({ path: checked.path, entry, size: entry.uncompressedSize });
        zip.readEntry();
      } catch (error) {
        fail(error);
      }
    });
    zip.readEntry();
  });
}

/**
 * Inflates one file, counting the bytes as they come: more than the central directory declared, or
 * than is left of the package's allowance, stops it (yauzl checks the declared size too).
 */
export async function inflate(zip: ZipFile, file: PackageFile, allowance: { left: number }): Promise<Buffer> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(file.entry);
  } catch {
    throw refuse(
      `The package's file ${file.path} cannot be unpacked (an unknown compression method or a damaged zip).`,
    );
  }
  const chunks: Buffer[] = [];
  let count = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      count += chunk.length;
      allowance.left -= chunk.length;
      if (count > file.size || allowance.left < 0) {
        stream.destroy();
        throw unpacksToMore(file.path);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // yauzl counts too (validateEntrySizes): more bytes than declared is the same refusal.
    if (/too many bytes/.test((error as Error).message)) throw unpacksToMore(file.path);
    throw refuse(`The package's file ${file.path} is damaged (${(error as Error).message}). Export the package again.`);
  }
  return Buffer.concat(chunks, count);
}

const unpacksToMore = (file: string) =>
  refuse(`The package's file ${file} unpacks to more than its zip entry declares; the package was refused.`, 413);

// ---- The manifest ----

type XmlNode = Record<string, unknown>;
const list = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter(
    (item): item is XmlNode => typeof item === "object" && item !== null,
  );
const textOf = (value: unknown): string => {
  if (typeof value === "string" || typeof value === "number") return String(value).trim();
  const node = list(value)[0];
  if (!node) return "";
  // A LOM langstring (<title><langstring>…</langstring></title>, or <string> in 2004's LOM).
  for (const key of ["#text", "langstring", "string"]) if (key in node) return textOf(node[key]);
  return "";
};
const attr = (node: XmlNode, name: string): string | undefined => {
  const value = node[`@_${name}`];
  return typeof value === "string" ? value : undefined;
};
const attrIgnoringCase = (node: XmlNode, name: string): string | undefined => {
  const key = Object.keys(node).find((k) => k.toLowerCase() === `@_${name.toLowerCase()}`);
  const value = key ? node[key] : undefined;
  return typeof value === "string" ? value : undefined;
};

const MANIFEST = "imsmanifest.xml";
const MANIFEST_MAX_BYTES = 4 * MB;
/** A real manifest nests a dozen levels (organisation, items, sequencing); this leaves room to spare. */
const MANIFEST_MAX_DEPTH = 100;

async function readManifest(zip: ZipFile, files: PackageFile[]): Promise<ScormManifest> {
  const manifestFile = files.find((f) => f.path === MANIFEST);
  if (!manifestFile) {
    const nested = files.find((f) => f.path.endsWith(`/${MANIFEST}`));
    throw refuse(
      nested
        ? `The package's imsmanifest.xml is in ${path.posix.dirname(nested.path)}/, not at the root of the zip. Zip the course's folder contents, not the folder.`
        : "The package has no imsmanifest.xml at its root, so it is not a SCORM package.",
    );
  }
  if (manifestFile.size > MANIFEST_MAX_BYTES) throw refuse("The package's imsmanifest.xml is larger than 4 MB.", 413);
  const xml = (await inflate(zip, manifestFile, { left: MANIFEST_MAX_BYTES })).toString("utf8").replace(/^\uFEFF/, "");
  return parseManifest(xml, new Set(files.map((f) => f.path)));
}

/** The manifest's title, version and launch file; `paths` are the package's files. */
export function parseManifest(xml: string, paths: ReadonlySet<string>): ScormManifest {
  // Entity declarations are how XML bombs are built; a manifest has no use for them.
  if (/<!ENTITY/i.test(xml))
    throw refuse("The package's imsmanifest.xml declares XML entities, which PIVOT does not accept.");
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw refuse(
      `The package's imsmanifest.xml is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}). Export the package again.`,
    );
  const parser = new XMLParser({
    maxNestedTags: MANIFEST_MAX_DEPTH,
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ["organization", "item", "resource", "file"].includes(name),
  });
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch (error) {
    // The parser's own limits (issue 43 item 6: a manifest nested 20,000 deep answered 500).
    const reason =
      error instanceof Error && /nested/i.test(error.message)
        ? `its elements are nested more than ${MANIFEST_MAX_DEPTH} deep`
        : "it could not be read";
    throw refuse(`The package's imsmanifest.xml is refused: ${reason}. Export the package again.`);
  }
  const manifest = list(document.manifest)[0];
  if (!manifest)
    throw refuse("The package's imsmanifest.xml has no <manifest> element, so it is not a SCORM manifest.");

  const version = manifestVersion(manifest, xml);
  if (!version)
    throw refuse(
      "The package's imsmanifest.xml does not say which SCORM version it is (schemaversion 1.2, or 2004 3rd or 4th Edition).",
    );

  const organizationsNode = list(manifest.organizations)[0] ?? {};
  const organizations = list(organizationsNode.organization);
  if (organizations.length === 0)
    throw refuse("The package's imsmanifest.xml has no <organization>, so there is nothing to launch.");
  const defaultId = attr(organizationsNode, "default");
  const organization = organizations.find((o) => attr(o, "identifier") === defaultId) ?? organizations[0];

  const resourcesNode = list(manifest.resources)[0] ?? {};
  const resources = new Map(list(resourcesNode.resource).map((r) => [attr(r, "identifier") ?? "", r]));
  const rootBase = [attr(manifest, "base"), attr(resourcesNode, "base")].filter(Boolean).join("");

  const found = scoItems(list(organization.item), resources);
  if (found.length === 0)
    throw refuse(
      'The package\'s imsmanifest.xml has no item that launches a SCO (a resource with scormtype "sco" and an href).',
    );
  const scos: ManifestSco[] = [];
  const seen = new Set<string>();
  for (const [index, sco] of found.slice(0, MAX_SCOS).entries()) {
    const href = `${rootBase}${attr(sco.resource, "base") ?? ""}${attr(sco.resource, "href") ?? ""}${sco.parameters}`;
    const [filePart] = href.split(/[?#]/, 1);
    let launchFile: string;
    try {
      launchFile = decodeURIComponent(filePart ?? "");
    } catch {
      launchFile = filePart ?? "";
    }
    const checked = packagePath(launchFile);
    if ("refused" in checked || !paths.has(checked.path))
      throw refuse(`The package's manifest points to a launch file ${launchFile} that is not in the zip.`);
    let id = (attr(sco.item, "identifier") ?? "").slice(0, 200) || `item-${index + 1}`;
    if (seen.has(id)) id = `${id}-${index + 1}`;
    seen.add(id);
    scos.push({
      id,
      title: (textOf(sco.item.title) || `Lesson ${index + 1}`).slice(0, 200),
      launchPath: checked.path + href.slice((filePart ?? "").length),
    });
  }
  const title =
    textOf(organization.title) ||
    textOf(list(list(list(manifest.metadata)[0]?.lom)[0]?.general)[0]?.title) ||
    textOf(list(organization.item)[0]?.title) ||
    "Untitled SCORM course";
  const description = textOf(list(list(list(manifest.metadata)[0]?.lom)[0]?.general)[0]?.description);
  return {
    title: title.slice(0, 200),
    description: description.slice(0, 2000),
    version,
    launchPath: scos[0]?.launchPath ?? "",
    scos,
  };
}

function manifestVersion(manifest: XmlNode, xml: string): ScormVersion | null {
  const schemaVersion = textOf(list(manifest.metadata)[0]?.schemaversion).toLowerCase();
  if (schemaVersion === "1.2") return "1.2";
  if (schemaVersion.includes("2004") || schemaVersion === "cam 1.3") return "2004";
  // No schemaversion: the namespaces tell (adlcp_rootv1p2 for 1.2, adlcp_v1p3 for 2004).
  if (xml.includes("adlcp_v1p3") || xml.includes("imsss")) return "2004";
  if (xml.includes("adlcp_rootv1p2") || xml.includes("imscp_rootv1p1p2")) return "1.2";
  return null;
}

/** The items that launch a SCO, depth first (the order a learner meets them). */
function scoItems(
  items: XmlNode[],
  resources: Map<string, XmlNode>,
  found: { item: XmlNode; resource: XmlNode; parameters: string }[] = [],
): { item: XmlNode; resource: XmlNode; parameters: string }[] {
  for (const item of items) {
    const ref = attr(item, "identifierref");
    const resource = ref ? resources.get(ref) : undefined;
    if (resource && attr(resource, "href") && (attrIgnoringCase(resource, "scormtype") ?? "").toLowerCase() === "sco") {
      const parameters = attr(item, "parameters") ?? "";
      found.push({
        item,
        resource,
        parameters:
          parameters && !parameters.startsWith("?") && !parameters.startsWith("#") ? `?${parameters}` : parameters,
      });
    }
    scoItems(list(item.item), resources, found);
  }
  return found;
}

// ---- Whether the package reports completion (decision 355) ----

/** The data model elements a SCO reports completion with, in SCORM 1.2 and 2004. */
const COMPLETION_ELEMENTS = /lesson_status|completion_status|success_status/i;
/** The files a SCO's scripts live in; the manifest and schemas name the elements without setting them. */
const SCRIPT_FILE = /\.(?:x?html?|m?js|json)$/i;

/**
 * Whether a file of the package may report completion: a page or script naming one of the elements a
 * SCO sets its status with. A heuristic, read at upload: a package none of whose files names them
 * never reports completion, and its learners would stay in progress for ever.
 */
export const mayReportCompletion = (file: string, body: Buffer) =>
  SCRIPT_FILE.test(file) && COMPLETION_ELEMENTS.test(body.toString("latin1"));
