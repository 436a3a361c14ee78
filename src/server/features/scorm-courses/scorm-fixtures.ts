import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import JSZip from "jszip";

/**
 * Sample SCORM packages made in the test (issue 24 item 3): a manifest and a small SCO that finds the
 * runtime in its own window, initialises, reports a status and a score when the learner finishes,
 * commits and finishes. Shared by the API tests, the route matrices and the browser journey.
 */

export interface SamplePackageOptions {
  version?: "1.2" | "2004";
  title?: string;
  /** The launch file the manifest names (written to the zip unless `omitLaunchFile`). */
  launch?: string;
  omitLaunchFile?: boolean;
  omitManifest?: boolean;
  /** Replaces the manifest's text. */
  manifest?: string;
  /** More files, by path. */
  extra?: Record<string, string | Uint8Array>;
  /** What the SCO reports when the learner presses "Finish the course". */
  finishStatus?: "passed" | "completed" | "failed";
  score?: number;
}

export function sampleManifest(version: "1.2" | "2004", title: string, launch: string): string {
  if (version === "1.2") {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.sample12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>${title}</title>
      <item identifier="item1" identifierref="res1" isvisible="true"><title>Lesson 1</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="${launch}">
      <file href="${launch}"/>
    </resource>
  </resources>
</manifest>`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.sample2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>${title}</title>
      <item identifier="item1" identifierref="res1"><title>Lesson 1</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormType="sco" href="${launch}">
      <file href="${launch}"/>
    </resource>
  </resources>
</manifest>`;
}

export function sampleSco(version: "1.2" | "2004", finishStatus = "passed", score = 85): string {
  const script =
    version === "1.2"
      ? `var api = findApi("API");
  function report(text) { document.getElementById("status").textContent = text; }
  if (!api) { report("No SCORM API found"); } else {
    api.LMSInitialize("");
    report("Connected as " + api.LMSGetValue("cmi.core.student_name") + " (" + (api.LMSGetValue("cmi.core.lesson_status") || "new") + ")");
    document.getElementById("finish").addEventListener("click", function () {
      api.LMSSetValue("cmi.core.score.min", "0");
      api.LMSSetValue("cmi.core.score.max", "100");
      api.LMSSetValue("cmi.core.score.raw", "${score}");
      api.LMSSetValue("cmi.core.lesson_status", "${finishStatus}");
      api.LMSSetValue("cmi.core.session_time", "00:01:30");
      api.LMSCommit("");
      api.LMSFinish("");
      report("Course finished");
    });
  }`
      : `var api = findApi("API_1484_11");
  function report(text) { document.getElementById("status").textContent = text; }
  if (!api) { report("No SCORM API found"); } else {
    api.Initialize("");
    report("Connected as " + api.GetValue("cmi.learner_name") + " (" + api.GetValue("cmi.completion_status") + ")");
    document.getElementById("finish").addEventListener("click", function () {
      api.SetValue("cmi.score.min", "0");
      api.SetValue("cmi.score.max", "100");
      api.SetValue("cmi.score.raw", "${score}");
      api.SetValue("cmi.score.scaled", "${score / 100}");
      api.SetValue("cmi.completion_status", "completed");
      api.SetValue("cmi.success_status", "${finishStatus === "completed" ? "unknown" : finishStatus}");
      api.SetValue("cmi.session_time", "PT1M30S");
      api.Commit("");
      api.Terminate("");
      report("Course finished");
    });
  }`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sample SCO</title>
</head>
<body>
<h1>Sample SCORM ${version} course</h1>
<p id="status">Starting…</p>
<p id="sandbox"></p>
<button id="finish" type="button">Finish the course</button>
<script>
  // ADL's discovery algorithm: this window, then each parent up to the top.
  function findApi(name) {
    var win = window;
    for (var tries = 0; tries < 8; tries++) {
      if (win[name]) return win[name];
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }
  ${script}
  // What the course's origin keeps from it: PIVOT's page, cookies and API, and the top window.
  var checks = [];
  var pivot = location.ancestorOrigins ? location.ancestorOrigins[location.ancestorOrigins.length - 1] : "";
  try { void window.top.document.title; checks.push("PIVOT page readable"); } catch (e) { checks.push("PIVOT page blocked"); }
  checks.push(document.cookie === "" ? "no cookies" : "cookies readable");
  try { window.top.location.href = pivot + "/moved-by-the-course"; checks.push("top moved"); } catch (e) { checks.push("top navigation blocked"); }
  document.getElementById("sandbox").textContent = checks.join(", ");
  try {
    fetch(pivot + "/api/auth/user", { credentials: "include" }).then(
      function () { document.getElementById("sandbox").textContent += ", API reachable"; },
      function () { document.getElementById("sandbox").textContent += ", API blocked"; });
  } catch (e) { document.getElementById("sandbox").textContent += ", API blocked"; }
</script>
</body>
</html>
`;
}

/** A SCORM package as a zip, built with jszip. */
export async function samplePackage(options: SamplePackageOptions = {}): Promise<Buffer> {
  const version = options.version ?? "1.2";
  const title = options.title ?? `Sample SCORM ${version} course`;
  const launch = options.launch ?? "index.html";
  const zip = new JSZip();
  if (!options.omitManifest) zip.file("imsmanifest.xml", options.manifest ?? sampleManifest(version, title, launch));
  if (!options.omitLaunchFile) zip.file(launch, sampleSco(version, options.finishStatus, options.score));
  for (const [name, data] of Object.entries(options.extra ?? {})) zip.file(name, data);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** A multipart/form-data body with the package in its 'file' field. */
export function packageUpload(data: Buffer, fileName = "course.zip") {
  const boundary = `----scorm${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Rewrites every file name of a zip in place (local headers and central directory), for names jszip
 * will not write as given (absolute paths, "..", backslashes). Same length only.
 */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("renameInZip keeps the length");
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let at = out.indexOf(needle);
  while (at !== -1) {
    Buffer.from(to).copy(out, at);
    at = out.indexOf(needle, at + needle.length);
  }
  return out;
}

/** Sets the uncompressed size of every entry named `name` in the central directory (a lying zip). */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (
    let at = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2]));
    at !== -1;
    at = out.indexOf(Buffer.from([0x50, 0x4b, 1, 2]), at + 4)
  ) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.subarray(at + 46, at + 46 + nameLength).toString() === name) out.writeUInt32LE(size, at + 24);
  }
  return out;
}

/** A course row of an organisation without files (the route matrices name it by id; nothing is served from it). */
export async function createScormCourseRow(
  db: { execute(query: ReturnType<typeof sql>): PromiseLike<unknown> },
  input: { organizationId: string; createdBy: string | null; title?: string },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.execute(sql`
    insert into scorm_courses (id, organization_id, title, version, launch_path, storage_prefix, size_bytes, file_count, created_by)
    values (${id}, ${input.organizationId}, ${input.title ?? "Matrix course"}, '1.2', 'index.html', ${`fixture-${id}`}, 0, 0, ${input.createdBy})
  `);
  return { id };
}
