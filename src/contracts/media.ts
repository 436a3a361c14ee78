import { z } from "zod";
import { idParamSchema } from "./common";

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

/** GET /api/modules/{id}/media/{file}: a file of the module's media (the video or audio, captions, chapters, poster). */
export const mediaFileParamsSchema = idParamSchema.extend({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,4}$/, "file must be a media file name"),
});
