import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { certificateRequirementsSchema } from "../../contracts/credentials";
import { scenarioChoiceSchema, scenarioNodeSchema, scenarioSchema } from "../../contracts/scenarios";
import { PROGRAMME_AUDIENCES } from "../../domain/compliance-programmes";
import { MAX_DUE_DAYS, MAX_INTERVAL_MONTHS, MIN_INTERVAL_MONTHS } from "../../domain/compliance-schedule";
import { bankProblems, DEFAULT_CHECK_SETTINGS, QUESTION_TYPES } from "../../domain/knowledge-check";
import { DIFFICULTIES, MODULE_TYPES, PILLARS } from "../../domain/pillars";
import { type Scenario, scenarioProblems } from "../../domain/scenarios";
import { loadMediaRunningTimes, type MediaRunningTimes } from "./learning-time";

/** The course catalogue lives in content/ as files (DESIGN §3); this reads and validates it. */

/**
 * Durations, pathways' hours and CPD hours are computed from the content (decision 375,
 * db/learning-time.ts); a file that states one is refused rather than silently overruled.
 */
function refuseStatedTimes(fileName: string, value: unknown, keys: readonly string[]) {
  const items = Array.isArray(value) ? value : [value];
  for (const item of items) {
    const stated = keys.filter((k) => item && typeof item === "object" && k in item);
    if (stated.length > 0)
      throw new Error(
        `${fileName}: ${stated.join(", ")} is computed from the content (reading, media, exercises and the knowledge check); remove it`,
      );
  }
}
const DEFAULT_CONTENT_DIR = path.resolve("content");

const moduleFrontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  pivotPillar: z.enum(PILLARS),
  type: z.enum(MODULE_TYPES),
  difficulty: z.enum(DIFFICULTIES).nullable().optional(),
  /** Specific, assessable objectives written for the module (issue 46 item 2). */
  objectives: z.array(z.string().min(1)).optional(),
  /** The day the module's law and guidance were last checked against their primary sources. */
  reviewedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /**
   * The law and standards the module teaches, each with its primary source; `status` says when a rule
   * came into force or that it is not yet in force (issues 46 item 2, 47 item 1).
   */
  legalSources: z
    .array(
      z.object({
        title: z.string().min(1),
        url: z.string().regex(/^https:\/\/[^\s]+$/, "a full https address of the primary source"),
        status: z.string().min(1).optional(),
      }),
    )
    .optional(),
  createdAt: z.union([z.string(), z.date()]).transform((v) => new Date(v)),
  podcastUrl: z.string().optional(),
  podcastDuration: z.number().int().positive().optional(),
  podcastTranscript: z.string().optional(),
});

export type CatalogueModule = z.infer<typeof moduleFrontMatterSchema> & { content: string | null };

const pathwaySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  level: z.string(),
  topics: z.array(z.string()),
  isPublic: z.boolean(),
  isRecommended: z.boolean(),
  modules: z.array(z.string()).min(1),
  programme: z
    .object({
      audience: z.enum(PROGRAMME_AUDIENCES),
      recurrenceMonths: z.number().int().min(MIN_INTERVAL_MONTHS).max(MAX_INTERVAL_MONTHS),
      dueDays: z.number().int().min(0).max(MAX_DUE_DAYS),
    })
    .optional(),
});
export type CataloguePathway = z.infer<typeof pathwaySchema>;

const certificateSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  pivotPillar: z.enum(PILLARS),
  type: z.string(),
  validityMonths: z.number().int().positive().nullable(),
  requirements: certificateRequirementsSchema,
});
export type CatalogueCertificate = z.infer<typeof certificateSchema>;

/** A module's knowledge check bank: content/modules/NN-slug.questions.json (issue 22). */
const questionBankSchema = z.object({
  module: z.string().regex(/^[a-z0-9-]+$/),
  /** Optional per-module settings; DEFAULT_CHECK_SETTINGS otherwise. */
  drawSize: z.number().int().min(1).max(50).optional(),
  passMark: z.number().int().min(1).max(100).optional(),
  cooldownMinutes: z.number().int().min(0).max(10_080).optional(),
  questions: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      type: z.enum(QUESTION_TYPES),
      text: z.string().min(1),
      options: z.array(z.object({ id: z.string().regex(/^[a-z0-9_-]+$/), text: z.string().min(1) })).min(2),
      correct: z.array(z.string()).min(1),
      feedback: z.string().min(1),
    }),
  ),
});
export type CatalogueQuestionBank = z.infer<typeof questionBankSchema> & {
  drawSize: number;
  passMark: number;
  cooldownMinutes: number;
};

/**
 * Reads and checks one bank file: a bank that breaks a rule (questionProblems) or has fewer questions
 * than its draw size refuses to load, so it cannot be published (issue 22).
 */
export function parseQuestionBank(source: string, fileName: string): CatalogueQuestionBank {
  const parsed = questionBankSchema.safeParse(JSON.parse(source));
  if (!parsed.success)
    throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const bank = { ...DEFAULT_CHECK_SETTINGS, ...parsed.data };
  const problems = bankProblems(bank.questions, bank.drawSize);
  for (const q of bank.questions) {
    if (!q.id.startsWith(`${bank.module}-`)) problems.push(`${q.id}: a question's id starts with its module's slug`);
  }
  if (problems.length > 0) throw new Error(`${fileName}: ${problems.join("; ")}`);
  return bank;
}

/**
 * A module's branching scenarios (issue 46 item 3): content/modules/NN-slug.scenarios.json. In the
 * file a choice that ends the scenario may leave `next` out.
 */
const scenarioFileSchema = z.object({
  module: z.string().regex(/^[a-z0-9-]+$/),
  scenarios: z
    .array(
      scenarioSchema.extend({
        nodes: z
          .array(
            scenarioNodeSchema.extend({
              choices: z
                .array(scenarioChoiceSchema.extend({ next: scenarioChoiceSchema.shape.next.default(null) }))
                .min(2)
                .max(4),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export interface CatalogueScenarios {
  module: string;
  scenarios: Scenario[];
}

/**
 * Reads and checks one scenarios file: a broken graph (an unknown node id, a node nobody reaches, a
 * cycle, no ending, no ending on a "best" choice; domain/scenarios.ts) refuses to load, as does a
 * scenario id that does not start with its module's slug or is used twice.
 */
export function parseScenarioFile(source: string, fileName: string): CatalogueScenarios {
  const parsed = scenarioFileSchema.safeParse(JSON.parse(source));
  if (!parsed.success)
    throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const file = parsed.data;
  const problems = file.scenarios.flatMap((scenario) => scenarioProblems(scenario));
  const ids = new Set<string>();
  for (const scenario of file.scenarios) {
    if (!scenario.id.startsWith(`${file.module}-`))
      problems.push(`${scenario.id}: a scenario's id starts with its module's slug`);
    if (ids.has(scenario.id)) problems.push(`${scenario.id}: scenario id used twice`);
    ids.add(scenario.id);
  }
  if (problems.length > 0) throw new Error(`${fileName}: ${problems.join("; ")}`);
  return file;
}

export function loadScenarios(dir = DEFAULT_CONTENT_DIR): CatalogueScenarios[] {
  const moduleDir = path.join(dir, "modules");
  return fs
    .readdirSync(moduleDir)
    .filter((f) => f.endsWith(".scenarios.json"))
    .sort()
    .map((f) => parseScenarioFile(fs.readFileSync(path.join(moduleDir, f), "utf8"), f));
}

export interface Catalogue {
  modules: CatalogueModule[];
  pathways: CataloguePathway[];
  certificates: CatalogueCertificate[];
  /** One bank per assessed module; a module without one is completable by its content alone. */
  questionBanks: CatalogueQuestionBank[];
  /** Each interactive module's branching scenarios (issue 46 item 3), one file a module. */
  scenarios: CatalogueScenarios[];
  /** Each module's built video or audio running time (content/media/manifest.json). */
  mediaRunningTimes: MediaRunningTimes;
}

export function loadQuestionBanks(dir = DEFAULT_CONTENT_DIR): CatalogueQuestionBank[] {
  const moduleDir = path.join(dir, "modules");
  return fs
    .readdirSync(moduleDir)
    .filter((f) => f.endsWith(".questions.json"))
    .sort()
    .map((f) => parseQuestionBank(fs.readFileSync(path.join(moduleDir, f), "utf8"), f));
}

export function parseModuleFile(source: string, fileName: string): CatalogueModule {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const frontMatter: unknown = parseYaml(match[1]);
  refuseStatedTimes(fileName, frontMatter, ["duration"]);
  const parsed = moduleFrontMatterSchema.safeParse(frontMatter);
  if (!parsed.success)
    throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const body = match[2].trim();
  return { ...parsed.data, content: body.length > 0 ? body : null };
}

export function loadCatalogue(dir = DEFAULT_CONTENT_DIR): Catalogue {
  const moduleDir = path.join(dir, "modules");
  const modules = fs
    .readdirSync(moduleDir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => parseModuleFile(fs.readFileSync(path.join(moduleDir, f), "utf8"), f));
  const pathwayFile: unknown = JSON.parse(fs.readFileSync(path.join(dir, "pathways.json"), "utf8"));
  refuseStatedTimes("pathways.json", pathwayFile, ["estimatedHours"]);
  const pathways = z.array(pathwaySchema).parse(pathwayFile);
  const certificateFile: unknown = JSON.parse(fs.readFileSync(path.join(dir, "certificates.json"), "utf8"));
  refuseStatedTimes("certificates.json", certificateFile, ["cpdHours"]);
  const certificates = z.array(certificateSchema).parse(certificateFile);
  const slugs = new Set(modules.map((m) => m.slug));
  for (const ref of [
    ...pathways.flatMap((p) => p.modules),
    ...certificates.flatMap((c) => c.requirements.modules ?? []),
  ]) {
    if (!slugs.has(ref)) throw new Error(`content: unknown module slug "${ref}"`);
  }
  const questionBanks = loadQuestionBanks(dir);
  for (const bank of questionBanks) {
    if (!slugs.has(bank.module)) throw new Error(`content: question bank for unknown module slug "${bank.module}"`);
  }
  if (new Set(questionBanks.map((b) => b.module)).size !== questionBanks.length)
    throw new Error("content: a module has two question banks");
  const scenarios = loadScenarios(dir);
  for (const file of scenarios) {
    if (!slugs.has(file.module)) throw new Error(`content: scenarios for unknown module slug "${file.module}"`);
  }
  if (new Set(scenarios.map((f) => f.module)).size !== scenarios.length)
    throw new Error("content: a module has two scenarios files");
  const pathwaySlugs = new Set(pathways.map((p) => p.slug));
  for (const c of certificates) {
    if (c.requirements.pathway && !pathwaySlugs.has(c.requirements.pathway))
      throw new Error(`content: certificate "${c.slug}" names an unknown pathway "${c.requirements.pathway}"`);
  }
  return { modules, pathways, certificates, questionBanks, scenarios, mediaRunningTimes: loadMediaRunningTimes(dir) };
}
