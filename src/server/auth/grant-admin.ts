import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { usersWritten } from "../platform/caches/writes";

/**
 * Issue 29 item 3: production seeds no demo administrator, so the first one is made from an account
 * that signed up normally (`npm run admin:grant -- someone@example.org`). Answers false when no
 * account has that address.
 */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ role: "admin", updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (updated.length === 0) return false;
  await usersWritten(
    db,
    updated.map((u) => u.id),
  );
  return true;
}
