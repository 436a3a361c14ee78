import type { ContactMessageInput } from "../../../contracts/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { confirmContactMessage } from "./confirmation";

export async function saveContactMessage(db: Db, input: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, company: input.company ?? null, message: input.message })
    .returning({ id: contactMessages.id });
  // Issue 10: a confirmation to the sender, a notification to the admins (queued, never awaited by mail).
  await confirmContactMessage(db, { id: row.id, name: input.name, email: input.email });
  return row;
}
