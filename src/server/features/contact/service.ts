import type { ContactMessageInput } from "../../../contracts/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export async function saveContactMessage(db: Db, input: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, company: input.company ?? null, message: input.message })
    .returning({ id: contactMessages.id });
  return row;
}
