import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { ScormVersion } from "../../../domain/scorm-cmi";

/**
 * The SCORM runtime frame (issue 42, decision 355). PIVOT's player page frames a runtime page served
 * from the courses' own origin (another host: PIVOT's cookies never go there); the runtime page holds
 * scorm-again's API object as window.API (SCORM 1.2) or window.API_1484_11 (2004) and frames the SCO
 * from the same origin, so the SCO and every frame of the package find the API in a parent window by
 * the standard discovery algorithm, and the package's own frames script each other. The runtime tells
 * the player page what the SCO reported by postMessage, to PIVOT's origin only; the player page saves it.
 */

const require = createRequire(import.meta.url);
const runtimeFiles: Record<string, string> = {
  "scorm12.js": "scorm12.min.js",
  "scorm2004.js": "scorm2004.min.js",
};
const loaded = new Map<string, Promise<Buffer>>();

/** The runtime page, inside the runtime folder of a content token's path. */
export const RUNTIME_PAGE = "player.html";
/** The per-token script that starts the SCO (the learner's stored CMI embedded). */
export const RUNTIME_SCRIPT = "runtime.js";

/** scorm-again's build for a runtime file name, read once. */
export function scormAgainBuild(name: string): Promise<Buffer> | null {
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

/** The runtime page: one frame for the SCO, then scorm-again and the runtime script (script-src 'self'). */
export function runtimePage(version: ScormVersion, title: string): string {
  const text = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${text}</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#fff}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<iframe id="sco" title="${text}" allow="fullscreen; autoplay"></iframe>
<script src="${runtimeFileOf(version)}"></script>
<script src="${RUNTIME_SCRIPT}"></script>
</body>
</html>
`;
}

export interface RuntimeConfig {
  version: ScormVersion;
  /** PIVOT's origin: the only window the runtime reports to and takes requests from. */
  parentOrigin: string;
  learner: { id: string; name: string };
  /** The SCOs, each with its launch URL relative to the runtime page. */
  scos: { id: string; url: string }[];
  /** Each SCO's stored CMI, by id. */
  cmi: Record<string, Record<string, unknown>>;
  /** The SCO to start in when the page's address names none. */
  start: string | null;
}

/** JSON that can sit in a script: no "</script" or line separators can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The runtime script for one content token. It starts the SCO named by the page's ?sco= (else the
 * one to start in) with its stored CMI, exposes the API, and posts the CMI to PIVOT's player page on
 * initialise, shortly after values change, on every commit and on finish (with the navigation request
 * the SCO left). Asked by the player page to leave, it unloads the SCO first, so the SCO can finish.
 */
export function runtimeScript(config: RuntimeConfig): string {
  return `(function () {
  "use strict";
  var config = ${scriptJson(config)};
  var scorm12 = config.version === "1.2";
  var Runtime = scorm12 ? window.Scorm12API : window.Scorm2004API;
  var frame = document.getElementById("sco");
  if (!Runtime || !frame || config.scos.length === 0) return;
  var asked = /[?&]sco=([^&#]*)/.exec(window.location.search);
  var wanted = asked ? decodeURIComponent(asked[1]) : config.start;
  var sco = config.scos[0];
  for (var i = 0; i < config.scos.length; i++) if (config.scos[i].id === wanted) sco = config.scos[i];
  // lmsCommitUrl false: scorm-again keeps the data; the runtime hands it to PIVOT's player page.
  var api = new Runtime({ lmsCommitUrl: false, autocommit: false, logLevel: 5 });
  var cmi = config.cmi[sco.id] || {};
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
    // A stored value this runtime refuses must not stop the lesson from starting.
  }
  var navRequest = null;
  var finished = false;
  var timer = null;
  function tell(kind) {
    if (timer) { clearTimeout(timer); timer = null; }
    var data;
    try { data = api.renderCMIToJSONObject(); } catch (error) { return; }
    window.parent.postMessage(
      { type: "pivot-scorm", kind: kind, scoId: sco.id, cmi: data, navRequest: navRequest },
      config.parentOrigin
    );
  }
  // Many SCOs set values and never commit until they finish: what they set is saved soon after anyway.
  function soon() {
    if (!timer) timer = setTimeout(function () { timer = null; tell("change"); }, 500);
  }
  var calls = scorm12
    ? ["LMSInitialize", "LMSSetValue", "LMSCommit", "LMSFinish"]
    : ["Initialize", "SetValue", "Commit", "Terminate"];
  api.on(calls[0], function () { tell("initialize"); });
  api.on(calls[1], function (element, value) {
    if (element === "adl.nav.request") navRequest = String(value);
    soon();
  });
  api.on(calls[2], function () { tell("commit"); });
  api.on(calls[3], function () { finished = true; tell("finish"); });
  if (scorm12) window.API = api;
  else window.API_1484_11 = api;
  window.addEventListener("message", function (event) {
    if (event.source !== window.parent || event.origin !== config.parentOrigin) return;
    if (!event.data || event.data.type !== "pivot-scorm-leave") return;
    frame.addEventListener("load", function () {
      if (!finished) tell("leave");
      window.parent.postMessage({ type: "pivot-scorm", kind: "left", scoId: sco.id }, config.parentOrigin);
    }, { once: true });
    frame.src = "about:blank";
  });
  frame.src = sco.url;
})();
`;
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

/**
 * A package file's policy (decision 355): its scripts run, with the courses' origin (allow-same-origin:
 * the package's frames and the runtime page share it), but reach nothing outside it: no network but
 * the courses' host, no forms, no top-level navigation, framed only by the runtime page, the package
 * itself and PIVOT's player page.
 */
export const contentSecurityPolicy = (parentOrigin: string) =>
  "sandbox allow-scripts allow-same-origin allow-forms allow-popups allow-modals; default-src 'self'; " +
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob: data:; " +
  `frame-ancestors 'self' ${parentOrigin}; base-uri 'self'; form-action 'none'`;

/** The runtime page's policy: scorm-again and the runtime script, the SCO's frame, framed by PIVOT only. */
export const runtimeSecurityPolicy = (parentOrigin: string) =>
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-src 'self'; " +
  `frame-ancestors ${parentOrigin}; base-uri 'none'; form-action 'none'`;
