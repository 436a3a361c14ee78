// biome-ignore-all lint/complexity/useOptionalChain: plain ES2019 for the browsers LMSs still embed (no "?.")
/*
 * The launch page of a PIVOT Learning LMS package (SCORM 1.2 or cmi5). Plain ES2019, no dependencies.
 *
 * 1. It learns who the learner is from the LMS: SCORM 1.2's API object (found in the parent or opener
 *    chain), or cmi5's launch parameters, auth token and LaunchData document.
 * 2. It asks PIVOT to open the module for that learner (POST /api/lms/launches with the package key)
 *    and frames the player address PIVOT answers, or shows PIVOT's refusal in its place.
 * 3. It passes what the player reports (window.postMessage from the PIVOT origin only) to the LMS:
 *    cmi.core.lesson_status, score and session time, or cmi5 statements.
 */
(() => {
  var config = JSON.parse(document.getElementById("pivot-lms-config").textContent);
  var statusBox = document.getElementById("pivot-lms-status");
  var messageLine = document.getElementById("pivot-lms-message");
  var frame = document.getElementById("pivot-lms-player");
  var query = new URLSearchParams(window.location.search);

  /** The module this SCO or AU opens: the only one, or the one its launch address names (pathways). */
  function moduleIdOf() {
    var named = Number(query.get("module"));
    if (named && config.modules.some((m) => m.id === named)) return named;
    return config.modules[0].id;
  }

  function showMessage(text, isError) {
    messageLine.textContent = text;
    statusBox.hidden = false;
    statusBox.className = isError ? "pivot-lms-status is-error" : "pivot-lms-status";
    frame.hidden = true;
  }

  function showPlayer(url) {
    frame.src = url;
    frame.hidden = false;
    statusBox.hidden = true;
  }

  /** Asks PIVOT for the player's address; PIVOT's refusal message becomes the error. */
  function launch(learner) {
    return fetch(`${config.origin}/api/lms/launches`, {
      method: "POST",
      mode: "cors",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packageKey: config.packageKey, moduleId: moduleIdOf(), learner: learner }),
    }).then(
      (response) =>
        response.json().then(
          (body) => {
            if (!response.ok) throw new Error(body && body.message ? body.message : "PIVOT refused the launch.");
            return body;
          },
          () => {
            throw new Error(`PIVOT answered the launch with status ${response.status}.`);
          },
        ),
      () => {
        throw new Error("PIVOT Learning could not be reached. Check your connection and launch the module again.");
      },
    );
  }

  /** What the player reports, from the PIVOT origin and the framed player only. */
  function listen(handlers) {
    window.addEventListener("message", (event) => {
      if (event.origin !== config.origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== "pivot-lms" || data.version !== 1) return;
      var handler = handlers[data.type];
      if (handler) handler(data);
    });
  }

  // ---- SCORM 1.2 ----

  /** SCORM 1.2 RTE §3.3.6.1: the API object in this window or one of its parents (at most 7 levels). */
  function findApiIn(win) {
    var tries = 0;
    try {
      while (!win.API && win.parent && win.parent !== win && tries < 7) {
        tries += 1;
        win = win.parent;
      }
      return win.API || null;
    } catch {
      return null; // a frame of another origin: not the LMS's API
    }
  }

  function scormApi() {
    var api = findApiIn(window);
    if (!api && window.opener) api = findApiIn(window.opener);
    return api;
  }

  /** CMITimespan: HHHH:MM:SS.SS */
  function scormTimespan(seconds) {
    var total = Math.max(0, Math.round(seconds * 100) / 100);
    var hours = Math.floor(total / 3600);
    var minutes = Math.floor((total % 3600) / 60);
    var rest = (total % 60).toFixed(2);
    var pad = (value, size) => {
      var text = String(value);
      while (text.length < size) text = `0${text}`;
      return text;
    };
    return `${pad(Math.min(hours, 9999), 4)}:${pad(minutes, 2)}:${pad(rest, 5)}`;
  }

  function runScorm12() {
    var api = scormApi();
    if (!api) {
      showMessage("This package must be opened from your LMS: the SCORM 1.2 API was not found.", true);
      return;
    }
    if (String(api.LMSInitialize("")) !== "true") {
      showMessage(`Your LMS did not start the session (SCORM error ${api.LMSGetLastError()}).`, true);
      return;
    }
    var finished = false;
    var finish = () => {
      if (finished) return;
      finished = true;
      api.LMSCommit("");
      api.LMSFinish("");
    };
    var learner = {
      id: String(api.LMSGetValue("cmi.core.student_id") || ""),
      name: String(api.LMSGetValue("cmi.core.student_name") || "") || null,
    };
    if (!learner.id) {
      showMessage(
        "Your LMS did not say who you are (cmi.core.student_id is empty), so PIVOT cannot record your progress.",
        true,
      );
      finish();
      return;
    }
    listen({
      progress: (report) => {
        if (finished) return;
        var status =
          report.passed === true
            ? "passed"
            : report.passed === false
              ? "failed"
              : report.completed
                ? "completed"
                : "incomplete";
        api.LMSSetValue("cmi.core.lesson_status", status);
        if (typeof report.scoreRaw === "number") {
          api.LMSSetValue("cmi.core.score.raw", String(Math.round(report.scoreRaw)));
          api.LMSSetValue("cmi.core.score.min", "0");
          api.LMSSetValue("cmi.core.score.max", "100");
        }
        api.LMSSetValue("cmi.core.session_time", scormTimespan(report.sessionSeconds || 0));
        api.LMSCommit("");
      },
      exit: () => {
        finish();
        showMessage("You have finished. You can close this window.", false);
      },
    });
    window.addEventListener("pagehide", finish);
    window.addEventListener("beforeunload", finish);
    launch(learner).then(
      (answer) => {
        showPlayer(answer.playerUrl);
      },
      (error) => {
        showMessage(error.message, true);
        finish();
      },
    );
  }

  // ---- cmi5 ----

  var VERBS = {
    initialized: "http://adlnet.gov/expapi/verbs/initialized",
    completed: "http://adlnet.gov/expapi/verbs/completed",
    passed: "http://adlnet.gov/expapi/verbs/passed",
    failed: "http://adlnet.gov/expapi/verbs/failed",
    terminated: "http://adlnet.gov/expapi/verbs/terminated",
  };
  var CMI5_CATEGORY = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
  var MOVEON_CATEGORY = "https://w3id.org/xapi/cmi5/context/categories/moveon";
  var MASTERY_EXTENSION = "https://w3id.org/xapi/cmi5/context/extensions/masteryscore";

  function uuid() {
    if (window.crypto && typeof window.crypto.randomUUID === "function") return window.crypto.randomUUID();
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map.call(bytes, (b) => (b + 0x100).toString(16).slice(1)).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** The learner PIVOT records: the actor's account (homePage|name) or its mbox. */
  function learnerOfActor(actor) {
    var id = "";
    if (actor.account && actor.account.name) id = `${actor.account.homePage || ""}|${actor.account.name}`;
    else if (actor.mbox) id = String(actor.mbox);
    return { id: id, name: actor.name ? String(actor.name) : null };
  }

  function runCmi5() {
    var endpoint = query.get("endpoint");
    var fetchUrl = query.get("fetch");
    var registration = query.get("registration");
    var activityId = query.get("activityId");
    var actor;
    try {
      actor = JSON.parse(query.get("actor") || "null");
    } catch {
      actor = null;
    }
    if (!endpoint || !fetchUrl || !registration || !activityId || !actor) {
      showMessage("This package must be launched from a cmi5 LMS: the launch parameters are missing.", true);
      return;
    }
    var base = endpoint.charAt(endpoint.length - 1) === "/" ? endpoint : `${endpoint}/`;
    var started = Date.now();
    var auth = null;
    var launchData = null;
    var sent = { initialized: false, completed: false, passed: false, terminated: false };

    var headers = () => ({
      Authorization: `Basic ${auth}`,
      "X-Experience-API-Version": "1.0.3",
      "Content-Type": "application/json",
    });

    var statement = (verb, extra) => {
      var template = (launchData && launchData.contextTemplate) || {};
      var context = JSON.parse(JSON.stringify(template));
      context.registration = registration;
      context.contextActivities = context.contextActivities || {};
      var category = (context.contextActivities.category || []).slice();
      category.push({ id: CMI5_CATEGORY });
      if (extra.moveOn) category.push({ id: MOVEON_CATEGORY });
      context.contextActivities.category = category;
      if (extra.masteryScore !== undefined) {
        context.extensions = context.extensions || {};
        context.extensions[MASTERY_EXTENSION] = extra.masteryScore;
      }
      var body = {
        id: uuid(),
        actor: actor,
        verb: { id: VERBS[verb], display: { "en-US": verb } },
        object: { objectType: "Activity", id: activityId },
        context: context,
        timestamp: new Date().toISOString(),
      };
      if (extra.result) body.result = extra.result;
      return body;
    };

    var send = (verb, extra, keepalive) =>
      fetch(`${base}statements`, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify(statement(verb, extra || {})),
        keepalive: Boolean(keepalive),
      }).then((response) => {
        if (!response.ok) throw new Error(`The LMS refused the ${verb} statement (${response.status}).`);
      });

    var duration = () => `PT${Math.round((Date.now() - started) / 10) / 100}S`;

    /** Statements go one after another, in the order they happened. */
    var queue = Promise.resolve();
    var enqueue = (verb, extra, keepalive) => {
      queue = queue
        .then(() => send(verb, extra, keepalive))
        .catch((error) => {
          if (window.console) window.console.warn(error.message);
        });
      return queue;
    };

    var terminate = () => {
      if (sent.terminated || !sent.initialized) return queue;
      sent.terminated = true;
      return enqueue("terminated", { result: { duration: duration() } }, true);
    };

    var normalMode = () => !launchData || !launchData.launchMode || launchData.launchMode === "Normal";

    listen({
      progress: (report) => {
        if (!sent.initialized || sent.terminated || !normalMode()) return;
        if (report.completed && !sent.completed) {
          sent.completed = true;
          enqueue("completed", { moveOn: true, result: { completion: true, duration: duration() } });
        }
        if (report.passed !== null && report.passed !== undefined && !sent.passed) {
          const result = { success: Boolean(report.passed), duration: duration() };
          if (typeof report.scoreRaw === "number") {
            const scaled = Math.round(Math.max(0, Math.min(100, report.scoreRaw)) * 100) / 10000;
            result.score = { scaled: scaled, raw: report.scoreRaw, min: 0, max: 100 };
          }
          // cmi5 §9.3.4–9.3.5: one "passed"; "failed" may repeat until then.
          if (report.passed) sent.passed = true;
          const extra = { moveOn: true, result: result };
          if (launchData && typeof launchData.masteryScore === "number") extra.masteryScore = launchData.masteryScore;
          enqueue(report.passed ? "passed" : "failed", extra);
        }
      },
      exit: () => {
        terminate().then(() => {
          if (launchData && launchData.returnURL) window.location.assign(launchData.returnURL);
          else showMessage("You have finished. You can close this window.", false);
        });
      },
    });
    window.addEventListener("pagehide", terminate);

    fetch(fetchUrl, { method: "POST" })
      .then((response) => response.json())
      .then((body) => {
        if (!body || !body["auth-token"]) throw new Error("Your LMS did not give this module its access token.");
        auth = body["auth-token"];
        var stateUrl =
          base +
          "activities/state?stateId=LMS.LaunchData&activityId=" +
          encodeURIComponent(activityId) +
          "&agent=" +
          encodeURIComponent(JSON.stringify(actor)) +
          "&registration=" +
          encodeURIComponent(registration);
        return fetch(stateUrl, { headers: headers() });
      })
      .then((response) => {
        if (!response.ok) throw new Error(`Your LMS did not give this module its launch data (${response.status}).`);
        return response.json();
      })
      .then((data) => {
        launchData = data;
        return launch(learnerOfActor(actor));
      })
      .then((answer) => {
        sent.initialized = true;
        enqueue("initialized", {});
        showPlayer(answer.playerUrl);
      })
      .catch((error) => {
        showMessage(error.message, true);
      });
  }

  if (config.format === "cmi5") runCmi5();
  else runScorm12();
})();
