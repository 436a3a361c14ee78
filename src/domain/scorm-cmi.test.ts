import { describe, expect, it } from "vitest";
import {
  cmiForNextSession,
  isoDurationToSeconds,
  mergeScormStatus,
  navigationAfter,
  readScormAttempt,
  rollUpScormAttempt,
  scorePercent,
  scorm12TimeToSeconds,
  secondsToIsoDuration,
  secondsToScorm12Time,
  startingSco,
  storedAttemptOf,
} from "./scorm-cmi";

describe("SCORM time formats", () => {
  it("reads SCORM 1.2 timespans and refuses anything else", () => {
    expect(scorm12TimeToSeconds("0000:00:00")).toBe(0);
    expect(scorm12TimeToSeconds("0001:02:03")).toBe(3723);
    expect(scorm12TimeToSeconds("00:00:07.5")).toBe(7.5);
    expect(scorm12TimeToSeconds("9999:59:59.99")).toBeCloseTo(35_999_999.99);
    expect(scorm12TimeToSeconds("00:60:00")).toBeNull();
    expect(scorm12TimeToSeconds("PT1H")).toBeNull();
    expect(scorm12TimeToSeconds(12)).toBeNull();
  });

  it("reads ISO 8601 durations and refuses anything else", () => {
    expect(isoDurationToSeconds("PT0S")).toBe(0);
    expect(isoDurationToSeconds("PT1H2M3.5S")).toBe(3723.5);
    expect(isoDurationToSeconds("P1DT1S")).toBe(86_401);
    expect(isoDurationToSeconds("PT90M")).toBe(5400);
    expect(isoDurationToSeconds("P")).toBeNull();
    expect(isoDurationToSeconds("PT")).toBeNull();
    expect(isoDurationToSeconds("01:00:00")).toBeNull();
    expect(isoDurationToSeconds(null)).toBeNull();
  });

  it("writes both formats back", () => {
    expect(secondsToScorm12Time(3723)).toBe("0001:02:03");
    expect(secondsToScorm12Time(-4)).toBe("0000:00:00");
    expect(secondsToIsoDuration(3723.4)).toBe("PT1H2M3S");
    expect(scorm12TimeToSeconds(secondsToScorm12Time(86_399))).toBe(86_399);
    expect(isoDurationToSeconds(secondsToIsoDuration(5025))).toBe(5025);
  });
});

describe("readScormAttempt: SCORM 1.2", () => {
  it("reads status, score, total time, bookmark and suspend data", () => {
    const reading = readScormAttempt("1.2", {
      cmi: {
        core: {
          lesson_status: "passed",
          lesson_location: "page-3",
          score: { raw: "85", min: "0", max: "100" },
          total_time: "0000:10:00",
          session_time: "0000:05:30",
        },
        suspend_data: "abc",
      },
    });
    expect(reading).toEqual({
      status: "passed",
      scoreRaw: 85,
      scoreMin: 0,
      scoreMax: 100,
      totalTimeSeconds: 930,
      suspendData: "abc",
      lessonLocation: "page-3",
    });
  });

  it("reads browsed and an unset status as in progress, and blank scores as none", () => {
    expect(readScormAttempt("1.2", { core: { lesson_status: "browsed" } }).status).toBe("incomplete");
    const blank = readScormAttempt("1.2", { cmi: { core: { lesson_status: "not attempted", score: { raw: "" } } } });
    expect(blank.status).toBe("incomplete");
    expect(blank.scoreRaw).toBeNull();
    expect(blank.totalTimeSeconds).toBe(0);
    expect(readScormAttempt("1.2", { cmi: { core: { lesson_status: "failed" } } }).status).toBe("failed");
    expect(readScormAttempt("1.2", { cmi: { core: { lesson_status: "completed" } } }).status).toBe("completed");
  });

  it("ignores what is not CMI", () => {
    expect(readScormAttempt("1.2", "nonsense").status).toBe("incomplete");
    expect(readScormAttempt("1.2", { cmi: { core: { score: { raw: "lots" }, session_time: "ages" } } })).toMatchObject({
      scoreRaw: null,
      totalTimeSeconds: 0,
    });
  });
});

describe("readScormAttempt: SCORM 2004", () => {
  it("lets success decide over completion", () => {
    const read = (completion: string, success: string) =>
      readScormAttempt("2004", { cmi: { completion_status: completion, success_status: success } }).status;
    expect(read("completed", "passed")).toBe("passed");
    expect(read("incomplete", "passed")).toBe("passed");
    expect(read("completed", "failed")).toBe("failed");
    expect(read("completed", "unknown")).toBe("completed");
    expect(read("incomplete", "unknown")).toBe("incomplete");
    expect(read("unknown", "unknown")).toBe("incomplete");
  });

  it("reads the score, the time as ISO durations and the location", () => {
    expect(
      readScormAttempt("2004", {
        cmi: {
          completion_status: "completed",
          score: { raw: "7", min: "0", max: "10", scaled: "0.7" },
          total_time: "PT1H",
          session_time: "PT2M30S",
          location: "slide-9",
          suspend_data: "x",
        },
      }),
    ).toEqual({
      status: "completed",
      scoreRaw: 7,
      scoreMin: 0,
      scoreMax: 10,
      totalTimeSeconds: 3750,
      suspendData: "x",
      lessonLocation: "slide-9",
    });
  });

  it("reads a scaled score alone as a percentage", () => {
    expect(readScormAttempt("2004", { cmi: { score: { scaled: "0.85" } } })).toMatchObject({
      scoreRaw: 85,
      scoreMin: 0,
      scoreMax: 100,
    });
  });
});

describe("status, score and the next session", () => {
  it("never moves a status back", () => {
    expect(mergeScormStatus("passed", "incomplete")).toBe("passed");
    expect(mergeScormStatus("completed", "incomplete")).toBe("completed");
    expect(mergeScormStatus("failed", "passed")).toBe("passed");
    expect(mergeScormStatus("incomplete", "completed")).toBe("completed");
    expect(mergeScormStatus("not attempted", "incomplete")).toBe("incomplete");
    expect(mergeScormStatus("passed", "failed")).toBe("passed");
  });

  it("gives a score as a percentage of its range", () => {
    expect(scorePercent(85, 0, 100)).toBe(85);
    expect(scorePercent(7, 0, 10)).toBe(70);
    expect(scorePercent(42, null, null)).toBe(42);
    expect(scorePercent(150, 0, 100)).toBe(100);
    expect(scorePercent(5, 10, 10)).toBeNull();
    expect(scorePercent(null, 0, 100)).toBeNull();
  });

  it("keeps the total time and resumes where the SCO left a bookmark", () => {
    const next = cmiForNextSession(
      "1.2",
      { cmi: { core: { lesson_location: "p2", session_time: "0000:01:00", total_time: "0000:01:00" } } },
      120,
    );
    expect(next).toEqual({ core: { lesson_location: "p2", total_time: "0000:02:00", entry: "resume" } });
    const fresh = cmiForNextSession("2004", { cmi: { session_time: "PT5S" } }, 5);
    expect(fresh).toEqual({ total_time: "PT0H0M5S", entry: "" });
  });
});

describe("courses of several SCOs (decision 355)", () => {
  const ids = ["playing", "etiquette", "quiz"];

  it("keeps each SCO's CMI; an attempt stored with one SCO's CMI belongs to the first SCO", () => {
    expect(storedAttemptOf({ scos: { quiz: { location: "2" } }, current: "quiz" }, "playing")).toEqual({
      scos: { quiz: { location: "2" } },
      current: "quiz",
    });
    expect(storedAttemptOf({ completion_status: "incomplete" }, "playing")).toEqual({
      scos: { playing: { completion_status: "incomplete" } },
      current: "playing",
    });
    expect(storedAttemptOf(null, "playing")).toEqual({ scos: {}, current: null });
    expect(storedAttemptOf({}, "playing")).toEqual({ scos: {}, current: null });
  });

  it("rolls up: finished when every SCO is, failed over passed over completed; scores averaged, times added", () => {
    const done = (success: string, raw: string, seconds: number) => ({
      completion_status: "completed",
      success_status: success,
      score: { raw, min: "0", max: "100" },
      total_time: `PT${seconds}S`,
    });
    const partial = rollUpScormAttempt("2004", ids, {
      scos: { playing: done("unknown", "", 60), quiz: done("passed", "80", 30) },
      current: "quiz",
    });
    expect(partial).toMatchObject({
      status: "incomplete",
      scoreRaw: 80,
      scoreMin: 0,
      scoreMax: 100,
      totalTimeSeconds: 90,
    });
    const all = {
      playing: done("unknown", "", 60),
      etiquette: { completion_status: "completed", total_time: "PT10S" },
      quiz: done("passed", "80", 30),
    };
    expect(rollUpScormAttempt("2004", ids, { scos: all, current: "quiz" }).status).toBe("passed");
    expect(
      rollUpScormAttempt("2004", ids, { scos: { ...all, etiquette: done("failed", "40", 5) }, current: "quiz" }),
    ).toMatchObject({ status: "failed", scoreRaw: 60 });
    expect(
      rollUpScormAttempt("2004", ids, {
        scos: { ...all, quiz: { completion_status: "completed" } },
        current: "quiz",
      }).status,
    ).toBe("completed");
    expect(rollUpScormAttempt("2004", ids, { scos: {}, current: null }).status).toBe("not attempted");
  });

  it("reads a course of one SCO as that SCO", () => {
    const reading = rollUpScormAttempt("1.2", ["only"], {
      scos: { only: { core: { lesson_status: "passed", score: { raw: "7", min: "0", max: "10" } } } },
      current: "only",
    });
    expect(reading).toMatchObject({ status: "passed", scoreRaw: 7, scoreMax: 10 });
  });

  it("carries out adl.nav.request over the SCOs in manifest order", () => {
    expect(navigationAfter("continue", ids, "playing")).toEqual({ kind: "launch", scoId: "etiquette" });
    expect(navigationAfter("continue", ids, "quiz")).toEqual({ kind: "exit" });
    expect(navigationAfter("previous", ids, "etiquette")).toEqual({ kind: "launch", scoId: "playing" });
    expect(navigationAfter("previous", ids, "playing")).toEqual({ kind: "stay" });
    expect(navigationAfter("{target=quiz}choice", ids, "playing")).toEqual({ kind: "launch", scoId: "quiz" });
    expect(navigationAfter("{target=quiz}jump", ids, "playing")).toEqual({ kind: "launch", scoId: "quiz" });
    expect(navigationAfter("{target=nowhere}choice", ids, "playing")).toEqual({ kind: "stay" });
    for (const leave of ["exitAll", "suspendAll", "abandon", "abandonAll"])
      expect(navigationAfter(leave, ids, "etiquette")).toEqual({ kind: "exit" });
    expect(navigationAfter("exit", ids, "etiquette")).toEqual({ kind: "stay" });
    expect(navigationAfter("exit", ["only"], "only")).toEqual({ kind: "exit" });
    expect(navigationAfter("_none_", ids, "etiquette")).toEqual({ kind: "stay" });
    expect(navigationAfter(null, ids, "etiquette")).toEqual({ kind: "stay" });
  });

  it("starts in the SCO the learner was in, else the first not finished, else the first", () => {
    expect(startingSco("2004", ids, { scos: {}, current: "etiquette" })).toBe("etiquette");
    expect(startingSco("2004", ids, { scos: {}, current: "gone" })).toBe("playing");
    expect(startingSco("2004", ids, { scos: { playing: { completion_status: "completed" } }, current: null })).toBe(
      "etiquette",
    );
    const allDone = Object.fromEntries(ids.map((id) => [id, { completion_status: "completed" }]));
    expect(startingSco("2004", ids, { scos: allDone, current: null })).toBe("playing");
  });
});
