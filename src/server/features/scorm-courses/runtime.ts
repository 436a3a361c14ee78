import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { ScormVersion } from "../../../domain/scorm-cmi";
import { RUNTIME_FOLDER } from "./package";

/**
 * What runs beside a SCO in its sandboxed frame (decision 335). The frame's origin is opaque, so the SCO
 * cannot reach the player's window, nor the player the SCO's: the launch file is served with two
 * scripts injected right after <head>, both from the same content path (script-src 'self'):
 * scorm-again's SCORM 1.2 or 2004 build, and a bridge that creates window.API / window.API_1484_11
 * in the SCO's own window with no commit URL, loads the learner's stored CMI, and on every commit and
 * finish posts the CMI to the parent, where the player page checks the sender and saves it.
 */

const require = createRequire(import.meta.url);
const runtimeFiles: Record<string, string> = {
  "scorm12.js": "scorm12.min.js",
  "scorm2004.js": "scorm2004.min.js",
};
const loaded = new Map<string, Promise<Buffer>>();

/** scorm-again's build for a runtime file name, read once. */
export function runtimeScript(name: string): Promise<Buffer> | null {
  const module = runtimeFiles[name];
  if (!module) return null;
  let file = loaded.get(name);
  if (!file) {
    // The package's main file is dist/scorm-again.js; its builds sit beside it.
    file = readFile(path.join(path.dirname(require.resolve("scorm-again")), module));
    loaded.set(name, file);
  }
  return file;
}

export const runtimeFileOf = (version: ScormVersion) => (version === "1.2" ? "scorm12.js" : "scorm2004.js");

export interface BridgeConfig {
  version: ScormVersion;
  cmi: Record<string, unknown>;
  learner: { id: string; name: string };
  /** The player's origin: the only window the CMI is posted to. */
  parentOrigin: string;
}

/** JSON that can sit in a script: no "</script" or line separators can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The bridge for one content token: the learner's stored CMI embedded, scorm-again wired to postMessage. */
export function bridgeScript(config: BridgeConfig): string {
  return `(function () {
  "use strict";
  var config = ${scriptJson(config)};
  var scorm12 = config.version === "1.2";
  var Runtime = scorm12 ? window.Scorm12API : window.Scorm2004API;
  if (!Runtime) return;
  // lmsCommitUrl false: scorm-again keeps the data; the bridge hands it to PIVOT's player page.
  var api = new Runtime({ lmsCommitUrl: false, autocommit: false, logLevel: 5 });
  var cmi = config.cmi || {};
  if (scorm12) {
    cmi.core = cmi.core || {};
    cmi.core.student_id = config.learner.id;
    cmi.core.student_name = config.learner.name;
  } else {
    cmi.learner_id = config.learner.id;
    cmi.learner_name = config.learner.name;
  }
  try {
    api.loadFromJSON(cmi, "");
  } catch (error) {
    // A stored value this runtime refuses must not stop the course from starting.
  }
  function send(kind) {
    try {
      window.parent.postMessage(
        { type: "pivot-scorm", kind: kind, cmi: api.renderCMIToJSONObject() },
        config.parentOrigin
      );
    } catch (error) {}
  }
  if (scorm12) {
    api.on("LMSInitialize", function () { send("initialize"); });
    api.on("LMSCommit", function () { send("commit"); });
    api.on("LMSFinish", function () { send("finish"); });
    window.API = api;
  } else {
    api.on("Initialize", function () { send("initialize"); });
    api.on("Commit", function () { send("commit"); });
    api.on("Terminate", function () { send("finish"); });
    window.API_1484_11 = api;
  }
})();
`;
}

/** The two script tags the launch file gets, right after <head> (or at its start when it has none). */
export function injectRuntime(html: string, contentBase: string, version: ScormVersion): string {
  const tags =
    `<script src="${contentBase}/${RUNTIME_FOLDER}/${runtimeFileOf(version)}"></script>` +
    `<script src="${contentBase}/${RUNTIME_FOLDER}/bridge.js"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length);
  const root = /<html(\s[^>]*)?>/i.exec(html);
  if (root)
    return `${html.slice(0, root.index + root[0].length)}<head>${tags}</head>${html.slice(root.index + root[0].length)}`;
  const doctype = /<!doctype[^>]*>/i.exec(html);
  if (doctype)
    return html.slice(0, doctype.index + doctype[0].length) + tags + html.slice(doctype.index + doctype[0].length);
  return tags + html;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html",
  ".htm": "text/html",
  ".xhtml": "application/xhtml+xml",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".xml": "application/xml",
  ".xsd": "application/xml",
  ".txt": "text/plain",
  ".vtt": "text/vtt",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".ogg": "audio/ogg",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".m4a": "audio/mp4",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
};

/** The content type of a package's file, by its extension; anything else is served as bytes. */
export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[path.posix.extname(file).toLowerCase()] ?? "application/octet-stream";

export const isHtml = (file: string) => /\.x?html?$/i.test(file);

/** The storage key of a package's file: its number and a plain extension (the local store keeps flat names). */
export function storageKeyOf(index: number, file: string): string {
  const extension = path.posix.extname(file).toLowerCase();
  return `f${String(index).padStart(5, "0")}${/^\.[a-z0-9]{1,8}$/.test(extension) ? extension : ""}`;
}

/** The sandboxed frame's policy (issue 24): scripts only from the content path, no network out, framed only by PIVOT. */
export const CONTENT_SECURITY_POLICY =
  "sandbox allow-scripts allow-forms allow-popups; default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; " +
  "connect-src 'none'; frame-ancestors 'self'; base-uri 'self'; form-action 'none'";
