import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { certificateRequirementsSchema } from "../../contracts/credentials";
import { DIFFICULTIES, MODULE_TYPES, PILLARS } from "../../domain/pillars";

/** The course catalogue lives in content/ as files (DESIGN §3); this reads and validates it. */
const DEFAULT_CONTENT_DIR = path.resolve("content");

const moduleFrontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  pivotPillar: z.enum(PILLARS),
  type: z.enum(MODULE_TYPES),
  duration: z.number().int().positive().nullable().optional(),
  difficulty: z.enum(DIFFICULTIES).nullable().optional(),
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
  estimatedHours: z.number().positive(),
  level: z.string(),
  topics: z.array(z.string()),
  isPublic: z.boolean(),
  isRecommended: z.boolean(),
  modules: z.array(z.string()).min(1),
});
export type CataloguePathway = z.infer<typeof pathwaySchema>;

const certificateSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  pivotPillar: z.enum(PILLARS),
  cpdHours: z.number().int().positive(),
  type: z.string(),
  validityMonths: z.number().int().positive().nullable(),
  requirements: certificateRequirementsSchema,
});
export type CatalogueCertificate = z.infer<typeof certificateSchema>;

export interface Catalogue {
  modules: CatalogueModule[];
  pathways: CataloguePathway[];
  certificates: CatalogueCertificate[];
}

export function parseModuleFile(source: string, fileName: string): CatalogueModule {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: missing front matter`);
  const parsed = moduleFrontMatterSchema.safeParse(parseYaml(match[1]));
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
  const pathways = z.array(pathwaySchema).parse(JSON.parse(fs.readFileSync(path.join(dir, "pathways.json"), "utf8")));
  const certificates = z
    .array(certificateSchema)
    .parse(JSON.parse(fs.readFileSync(path.join(dir, "certificates.json"), "utf8")));
  const slugs = new Set(modules.map((m) => m.slug));
  for (const ref of [
    ...pathways.flatMap((p) => p.modules),
    ...certificates.flatMap((c) => c.requirements.modules ?? []),
  ]) {
    if (!slugs.has(ref)) throw new Error(`content: unknown module slug "${ref}"`);
  }
  const pathwaySlugs = new Set(pathways.map((p) => p.slug));
  for (const c of certificates) {
    if (c.requirements.pathway && !pathwaySlugs.has(c.requirements.pathway))
      throw new Error(`content: certificate "${c.slug}" names an unknown pathway "${c.requirements.pathway}"`);
  }
  return { modules, pathways, certificates };
}
