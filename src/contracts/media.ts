import { z } from "zod";

/** Issue 15: a module's narrated video or audio, as the Content and Podcast tabs play it. */
export const moduleMediaSchema = z.object({
  moduleId: z.number().int(),
  kind: z.enum(["video", "audio"]),
  url: z.string(),
  mimeType: z.string(),
  durationSeconds: z.number().int().positive(),
  captionsUrl: z.string(),
  chaptersUrl: z.string(),
  posterUrl: z.string().nullable(),
  chapters: z.array(z.object({ title: z.string(), startSeconds: z.number().min(0) })),
  transcript: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type ModuleMedia = z.infer<typeof moduleMediaSchema>;
