import { randomUUID } from "node:crypto";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { xapiStatementSchema } from "../src/server/test/xapi-statement-schema";
import { expect, test } from "./fixtures";
import { answerKnowledgeCheckInPage } from "./knowledge-check";
import { allowLmsOrigin, assessedModule, downloadPackage, enterprisePlusOwner, type Route, startLms } from "./lms";

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addFormat("iri", (value: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(value));
const validStatement = ajv.compile(xapiStatementSchema);

interface Statement {
  id: string;
  actor: { account?: { homePage: string; name: string }; name?: string };
  verb: { id: string };
  object: { id: string };
  result?: { success?: boolean; completion?: boolean; duration?: string; score?: { scaled: number } };
  context: {
    registration: string;
    contextActivities: { category: { id: string }[]; grouping?: { id: string }[] };
    extensions?: Record<string, unknown>;
  };
}

const VERB = "http://adlnet.gov/expapi/verbs/";
const SESSION = "https://w3id.org/xapi/cmi5/context/extensions/sessionid";
const CMI5 = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
const MOVEON = "https://w3id.org/xapi/cmi5/context/categories/moveon";

/**
 * An LMS with its learning record store, as cmi5 describes them (cmi5 §8, §10, §11): the fetch URL
 * that hands out the auth token once, the LaunchData state document, and the statements resource,
 * recording what arrives with the headers it came with. The package's launch page is served by the
 * same server, so the LRS is its own origin (no CORS) and PIVOT another.
 */
function lrsStub(launch: { registration: string; activityId: string; actor: object; courseId: string }) {
  const token = Buffer.from(`cmi5-au:${randomUUID()}`).toString("base64");
  const received: { statement: Statement; authorization: string; version: string }[] = [];
  let fetched = 0;
  const json = (response: import("node:http").ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const route: Route = (request, body, response) => {
    const url = new URL(request.url ?? "/", "http://lrs.invalid");
    if (url.pathname === "/fetch" && request.method === "POST") {
      fetched += 1;
      // cmi5 §8.2: the token is handed out once; a second fetch is an error.
      if (fetched > 1) json(response, 200, { "error-code": "1", "error-text": "Already in use" });
      else json(response, 200, { "auth-token": token });
      return true;
    }
    const authorised =
      request.headers.authorization === `Basic ${token}` && request.headers["x-experience-api-version"] === "1.0.3";
    if (url.pathname === "/xapi/activities/state" && request.method === "GET") {
      if (!authorised) {
        json(response, 401, { message: "Unauthorised" });
        return true;
      }
      expect(url.searchParams.get("stateId")).toBe("LMS.LaunchData");
      expect(url.searchParams.get("activityId")).toBe(launch.activityId);
      expect(url.searchParams.get("registration")).toBe(launch.registration);
      json(response, 200, {
        contextTemplate: {
          contextActivities: { grouping: [{ id: launch.courseId }] },
          extensions: { [SESSION]: "session-4711" },
        },
        launchMode: "Normal",
        launchMethod: "AnyWindow",
        moveOn: "CompletedAndPassed",
        masteryScore: 0.8,
      });
      return true;
    }
    if (url.pathname === "/xapi/statements" && request.method === "POST") {
      const statement = JSON.parse(body.toString("utf8")) as Statement;
      received.push({
        statement,
        authorization: String(request.headers.authorization),
        version: String(request.headers["x-experience-api-version"]),
      });
      if (authorised) json(response, 200, [statement.id]);
      else json(response, 401, { message: "Unauthorised" });
      return true;
    }
    return false;
  };
  return { route, token, received };
}

/**
 * Issue 24 item 1 (acceptance): the cmi5 package of a module, launched by an LMS with its LRS (an
 * in-process stub) through cmi5's launch query; the learner passes the knowledge check in the PIVOT
 * player and finishes. The LRS records initialized, completed, passed with the score, and terminated,
 * each a valid xAPI 1.0.3 statement for the provisioned learner, in the registration and session.
 */
test("a cmi5 package records initialized, completed, passed with the score and terminated", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await enterprisePlusOwner(page, browser);
  const module = await assessedModule(page);
  await page.goto("/organization/settings");
  const files = await downloadPackage(page, module.title, "cmi5");
  const structure = files.get("cmi5.xml")?.toString() ?? "";
  const activityId = /<au id="([^"]+)"/.exec(structure)?.[1] ?? "";
  const courseId = /<course id="([^"]+)"/.exec(structure)?.[1] ?? "";
  expect(activityId).toMatch(/^http:\/\/localhost:\d+\/lms\/packages\/[^/]+\/modules\/\d+$/);

  const registration = randomUUID();
  const actor = {
    objectType: "Agent",
    name: "Grace Hopper",
    account: { homePage: "https://lms.example.edu", name: "ghopper" },
  };
  const lrs = lrsStub({ registration, activityId, actor, courseId });
  const lms = await startLms(files, {}, [lrs.route]);
  try {
    await allowLmsOrigin(page, module.title, "cmi5", lms.origin);
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    const query = new URLSearchParams({
      endpoint: `${lms.origin}/xapi/`,
      fetch: `${lms.origin}/fetch`,
      actor: JSON.stringify(actor),
      registration,
      activityId,
    });
    await learner.goto(`${lms.origin}/package/index.html?${query}`);
    const player = learner.frameLocator("#pivot-lms-player");
    await expect(player.getByRole("heading", { level: 1, name: module.title })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => lrs.received.map((r) => r.statement.verb.id)).toEqual([`${VERB}initialized`]);

    await player.getByRole("button", { name: "Take the Knowledge Check" }).click();
    await player.getByRole("button", { name: "Start Knowledge Check" }).click();
    await answerKnowledgeCheckInPage(player, true);
    await expect
      .poll(() => lrs.received.map((r) => r.statement.verb.id), { timeout: 30_000 })
      .toEqual([`${VERB}initialized`, `${VERB}completed`, `${VERB}passed`]);
    await player.getByRole("button", { name: "Finish" }).click();
    await expect
      .poll(() => lrs.received.map((r) => r.statement.verb.id), { timeout: 30_000 })
      .toEqual([`${VERB}initialized`, `${VERB}completed`, `${VERB}passed`, `${VERB}terminated`]);
    await expect(learner.getByText("You have finished. You can close this window.")).toBeVisible();

    const [initialized, completed, passed, terminated] = lrs.received.map((r) => r.statement);
    for (const { statement, authorization, version } of lrs.received) {
      expect(validStatement(statement), JSON.stringify(validStatement.errors)).toBe(true);
      expect(authorization).toBe(`Basic ${lrs.token}`);
      expect(version).toBe("1.0.3");
      expect(statement.actor).toEqual(actor);
      expect(statement.object.id).toBe(activityId);
      expect(statement.context.registration).toBe(registration);
      expect(statement.context.extensions?.[SESSION]).toBe("session-4711");
      expect(statement.context.contextActivities.grouping).toEqual([{ id: courseId }]);
      expect(statement.context.contextActivities.category).toContainEqual({ id: CMI5 });
    }
    expect(new Set(lrs.received.map((r) => r.statement.id)).size).toBe(4);
    expect(initialized.result).toBeUndefined();
    expect(completed.result).toMatchObject({ completion: true });
    expect(completed.context.contextActivities.category).toContainEqual({ id: MOVEON });
    expect(passed.result?.success).toBe(true);
    expect(passed.result?.score?.scaled).toBeGreaterThanOrEqual(0.8);
    expect(passed.result?.score?.scaled).toBeLessThanOrEqual(1);
    expect(passed.context.extensions?.["https://w3id.org/xapi/cmi5/context/extensions/masteryscore"]).toBe(0.8);
    expect(terminated.result?.duration).toMatch(/^PT\d+(\.\d+)?S$/);

    // PIVOT recorded it for the learner the LMS named, a member of the organisation.
    const members = (await (await page.request.get("/api/organizations")).json()) as { id: string; active: boolean }[];
    const organizationId = members.find((o) => o.active)?.id ?? "";
    const list = (await (await page.request.get(`/api/organizations/${organizationId}/lms-packages`)).json()) as {
      items: { launches: number; learners: number; format: string }[];
    };
    expect(list.items[0]).toMatchObject({ format: "cmi5", launches: 1, learners: 1 });
    await learnerContext.close();
  } finally {
    await lms.close();
  }
});
