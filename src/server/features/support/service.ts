import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type {
  NewSupportConversation,
  SupportConversation,
  SupportConversationList,
} from "../../../contracts/notifications";
import { REPLY_WITHIN } from "../../../domain/response-times";
import type { Db } from "../../db/client";
import { supportConversations, supportMessages, user } from "../../db/schema";
import { notFound } from "../../errors";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { queueMail } from "../../platform/mail/queue-mail";
import { notify } from "../../platform/notifications/notify";

const displayName = (u: { firstName: string | null; lastName: string | null; name: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.name;

/** Conversations with their messages, newest activity first. */
async function conversations(db: Db, where: ReturnType<typeof eq> | undefined, limit = 100) {
  const heads = await db
    .select({
      id: supportConversations.id,
      subject: supportConversations.subject,
      status: supportConversations.status,
      createdAt: supportConversations.createdAt,
      updatedAt: supportConversations.updatedAt,
      userEmail: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(supportConversations)
    .innerJoin(user, eq(user.id, supportConversations.userId))
    .where(where)
    .orderBy(desc(supportConversations.updatedAt), desc(supportConversations.id))
    .limit(limit);
  if (heads.length === 0) return [];
  const messages = await db
    .select({
      id: supportMessages.id,
      conversationId: supportMessages.conversationId,
      fromStaff: supportMessages.fromStaff,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(supportMessages)
    .leftJoin(user, eq(user.id, supportMessages.authorId))
    .where(
      inArray(
        supportMessages.conversationId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return heads.map(
    (h): SupportConversation => ({
      id: h.id,
      subject: h.subject,
      status: h.status as SupportConversation["status"],
      userName: displayName(h),
      userEmail: h.userEmail,
      createdAt: h.createdAt.toISOString(),
      updatedAt: h.updatedAt.toISOString(),
      messages: messages
        .filter((m) => m.conversationId === h.id)
        .map((m) => ({
          id: m.id,
          fromStaff: m.fromStaff,
          authorName: m.fromStaff
            ? "PIVOT Learning support"
            : m.name !== null
              ? displayName({ firstName: m.firstName, lastName: m.lastName, name: m.name })
              : "Former user",
          body: m.body,
          createdAt: m.createdAt.toISOString(),
        })),
    }),
  );
}

export async function listOwnConversations(db: Db, userId: string): Promise<SupportConversationList> {
  return { items: await conversations(db, eq(supportConversations.userId, userId)) };
}

export async function listAllConversations(
  db: Db,
  status?: SupportConversation["status"],
): Promise<SupportConversationList> {
  return { items: await conversations(db, status ? eq(supportConversations.status, status) : undefined, 200) };
}

async function conversationById(db: Db, id: number): Promise<SupportConversation> {
  const [found] = await conversations(db, eq(supportConversations.id, id), 1);
  if (!found) throw notFound("Conversation not found");
  return found;
}

/** A user's own conversation; someone else's answers 404. */
async function ownConversation(db: Db, userId: string, id: number) {
  const [row] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.userId, userId)));
  if (!row) throw notFound("Conversation not found");
}

export async function openConversation(
  db: Db,
  author: { id: string; email: string },
  input: NewSupportConversation,
): Promise<SupportConversation> {
  const [created] = await db
    .insert(supportConversations)
    .values({ userId: author.id, subject: input.subject })
    .returning({ id: supportConversations.id });
  await db
    .insert(supportMessages)
    .values({ conversationId: created.id, authorId: author.id, fromStaff: false, body: input.message });
  await notifyAdmins(db, created.id, input.subject);
  await queueMail(db, {
    to: author.email,
    userId: author.id,
    idempotencyKey: `support-received:${created.id}`,
    category: "essential",
    template: "support-received",
    content: {
      subject: `We have your message: ${input.subject}`,
      heading: "Thank you, we have your message",
      paragraphs: [
        `Our support team answers ${REPLY_WITHIN}. You will see the reply in your notifications and by e-mail.`,
        `Your message: ${input.message}`,
      ],
    },
  });
  return conversationById(db, created.id);
}

export async function addUserMessage(db: Db, userId: string, id: number, text: BodyAfterLookup<string>) {
  await ownConversation(db, userId, id);
  const message = readBody(text);
  const [added] = await db
    .insert(supportMessages)
    .values({ conversationId: id, authorId: userId, fromStaff: false, body: message })
    .returning({ id: supportMessages.id });
  await db
    .update(supportConversations)
    .set({ status: "open", updatedAt: new Date() })
    .where(eq(supportConversations.id, id));
  const conversation = await conversationById(db, id);
  await notifyAdmins(db, `${id}:${added.id}`, `Reply: ${conversation.subject}`);
  return conversation;
}

/** An admin's answer: stored, shown in the user's bell and sent by e-mail (a reply is always sent). */
export async function replyAsStaff(db: Db, adminId: string, id: number, message: string) {
  const conversation = await conversationById(db, id);
  const [inserted] = await db
    .insert(supportMessages)
    .values({ conversationId: id, authorId: adminId, fromStaff: true, body: message })
    .returning({ id: supportMessages.id });
  const [owner] = await db
    .update(supportConversations)
    .set({ status: "answered", updatedAt: new Date() })
    .where(eq(supportConversations.id, id))
    .returning({ userId: supportConversations.userId });
  await notify(db, {
    userId: owner.userId,
    kind: "support_reply",
    title: `Support replied: ${conversation.subject}`,
    body: message.length > 400 ? `${message.slice(0, 397)}…` : message,
    link: "/?support=open",
    dedupeKey: `support-reply:${inserted.id}`,
    mail: { actionLabel: "Read the reply" },
  });
  return conversationById(db, id);
}

export async function closeConversation(db: Db, id: number) {
  await conversationById(db, id);
  await db
    .update(supportConversations)
    .set({ status: "closed", updatedAt: new Date() })
    .where(eq(supportConversations.id, id));
  return conversationById(db, id);
}

async function notifyAdmins(db: Db, conversationId: number | string, subject: string) {
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
  await notify(
    db,
    admins.map((a) => ({
      userId: a.id,
      kind: "support_message",
      title: "New support message",
      body: subject,
      link: "/admin/support",
      dedupeKey: `support-new:${conversationId}`,
    })),
  );
}
