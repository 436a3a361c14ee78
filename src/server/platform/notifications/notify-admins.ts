import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { notify } from "./notify";

/** The administrators, who hear of every pilot application and contact message in their bell. */
export async function notifyAdmins(
  db: Db,
  kind: string,
  title: string,
  body: string,
  link: string,
  dedupeKey: string,
): Promise<void> {
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
  await notify(
    db,
    admins.map((a) => ({ userId: a.id, kind, title, body, link, dedupeKey })),
  );
}
