import { sql } from "drizzle-orm";
import type { Mentoring, TeamNotification } from "../../../contracts/team";
import { initialsOf } from "../../../domain/team-hub";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { mentoringMessages, mentoringOffers, mentoringRequests } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../errors";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { notify } from "../../platform/notifications/notify";
import { iso, type TeamScope, team } from "./access";

const LIST_LIMIT = 50;

/** GET …/team/mentoring: the organisation's mentors, the open requests and the caller's own, and a suggested partner. */
export async function mentoring(db: Db, scope: TeamScope): Promise<Mentoring> {
  const orgId = scope.organization.id;
  const [mentors, requests, messages, partner] = await Promise.all([
    db.execute(sql`
      select o.id, o.user_id, u.name, o.expertise from mentoring_offers o join "user" u on u.id = o.user_id
      where o.organization_id = ${orgId} order by o.created_at desc limit ${LIST_LIMIT}
    `),
    db.execute(sql`
      select r.id, r.mentee_id, r.mentor_id, mentee.name as mentee, mentor.name as mentor, r.focus, r.status
      from mentoring_requests r join "user" mentee on mentee.id = r.mentee_id
      left join "user" mentor on mentor.id = r.mentor_id
      where r.organization_id = ${orgId}
        and (r.status = 'open' or r.mentee_id = ${scope.viewerId} or r.mentor_id = ${scope.viewerId})
      order by r.created_at desc limit ${LIST_LIMIT}
    `),
    db.execute(sql`
      select msg.id, msg.request_id, u.name as sender, msg.body, msg.created_at
      from mentoring_messages msg join mentoring_requests r on r.id = msg.request_id
      join "user" u on u.id = msg.sender_id
      where r.organization_id = ${orgId} and (r.mentee_id = ${scope.viewerId} or r.mentor_id = ${scope.viewerId})
      order by msg.created_at, msg.id
    `),
    learningPartner(db, scope),
  ]);
  const messagesOf = new Map<number, Mentoring["requests"][number]["messages"]>();
  for (const m of rowsOf<{ id: number; request_id: number; sender: string; body: string; created_at: Date | string }>(
    messages,
  )) {
    messagesOf.set(m.request_id, [
      ...(messagesOf.get(m.request_id) ?? []),
      { id: m.id, sender: m.sender, body: m.body, at: iso(m.created_at) },
    ]);
  }
  return {
    mentors: rowsOf<{ id: number; user_id: string; name: string; expertise: string }>(mentors).map((m) => ({
      id: m.id,
      name: m.name,
      initials: initialsOf(m.name),
      expertise: m.expertise,
      isYou: m.user_id === scope.viewerId,
    })),
    requests: rowsOf<{
      id: number;
      mentee_id: string;
      mentor_id: string | null;
      mentee: string;
      mentor: string | null;
      focus: string;
      status: string;
    }>(requests).map((r) => ({
      id: r.id,
      mentee: r.mentee,
      mentor: r.mentor,
      focus: r.focus,
      status: r.status === "open" ? "open" : "matched",
      isMine: r.mentee_id === scope.viewerId || r.mentor_id === scope.viewerId,
      messages: messagesOf.get(r.id) ?? [],
    })),
    partner,
  };
}

/**
 * Find Learning Partner: the teammate with the most completions in the caller's weakest pillar
 * (fewest completions, PIVOT order on ties), so each can learn from the other.
 */
async function learningPartner(db: Db, scope: TeamScope): Promise<Mentoring["partner"]> {
  const [weakest] = rowsOf<{ pillar: string }>(
    await db.execute(sql`
      select pl.pillar from unnest(array['Purpose','Innovation','Value','Optimization','Transformation']) with ordinality as pl(pillar, n)
      left join modules mo on mo.pivot_pillar = pl.pillar and mo.is_active
      left join user_progress p on p.module_id = mo.id and p.user_id = ${scope.viewerId} and p.is_completed
      group by pl.pillar, pl.n order by count(p.id), pl.n limit 1
    `),
  );
  const [best] = rowsOf<{ user_id: string; name: string; done: number }>(
    await db.execute(sql`
      select u.id as user_id, u.name, count(*)::int as done
      from user_progress p join ${team(scope.organization.id, "m")} on m.user_id = p.user_id
      join modules mo on mo.id = p.module_id and mo.pivot_pillar = ${weakest.pillar}
      join "user" u on u.id = p.user_id
      where p.is_completed and p.user_id <> ${scope.viewerId}
      group by u.id, u.name order by done desc, u.name limit 1
    `),
  );
  if (!best) return null;
  return {
    name: best.name,
    reason: `${best.done} ${weakest.pillar} module${best.done === 1 ? "" : "s"} completed — ${weakest.pillar} is where you have completed the fewest.`,
  };
}

export async function offerMentoring(db: Db, scope: TeamScope, expertise: string) {
  await db
    .insert(mentoringOffers)
    .values({ organizationId: scope.organization.id, userId: scope.viewerId, expertise })
    .onConflictDoUpdate({ target: [mentoringOffers.organizationId, mentoringOffers.userId], set: { expertise } });
  return mentoring(db, scope);
}

export async function requestMentor(
  db: Db,
  scope: TeamScope,
  input: { focus: string; mentorOfferId?: number | null },
  menteeName: string,
) {
  let mentorId: string | null = null;
  if (input.mentorOfferId) {
    const [offer] = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        select user_id from mentoring_offers where organization_id = ${scope.organization.id} and id = ${input.mentorOfferId}
      `),
    );
    if (!offer) {
      const message = "Choose a mentor who offers mentoring in your organisation";
      throw badRequest(`mentorOfferId: ${message}`, [{ path: "mentorOfferId", message }]);
    }
    if (offer.user_id === scope.viewerId) throw badRequest("You cannot mentor yourself");
    mentorId = offer.user_id;
  }
  const [request] = await db
    .insert(mentoringRequests)
    .values({
      organizationId: scope.organization.id,
      menteeId: scope.viewerId,
      mentorId,
      focus: input.focus,
      status: mentorId ? "matched" : "open",
    })
    .returning();
  if (mentorId) {
    await notify(db, {
      userId: mentorId,
      kind: "team_mentoring_request",
      title: `${menteeName} asked you to mentor them`,
      body: `Focus: ${input.focus}`,
      link: "/team",
      dedupeKey: `team_mentoring_request:${request.id}`,
    });
  }
  return mentoring(db, scope);
}

export async function sendMentoringMessage(
  db: Db,
  scope: TeamScope,
  requestId: number,
  text: BodyAfterLookup<string>,
  senderName: string,
) {
  const [request] = rowsOf<{ mentee_id: string; mentor_id: string | null; status: string }>(
    await db.execute(sql`
      select mentee_id, mentor_id, status from mentoring_requests
      where id = ${requestId} and organization_id = ${scope.organization.id}
    `),
  );
  if (!request) throw notFound("Mentoring request not found");
  // An open request is taken by the first mentor who answers it.
  const takesIt = request.mentor_id === null && request.mentee_id !== scope.viewerId;
  const mentorId = takesIt ? scope.viewerId : request.mentor_id;
  if (request.mentee_id !== scope.viewerId && mentorId !== scope.viewerId) {
    throw forbidden("Only the mentee and the mentor can message here");
  }
  // Decision 393: the body is read once the caller may message here, before anything is written.
  const body = readBody(text);
  if (takesIt) {
    await db.execute(
      sql`update mentoring_requests set mentor_id = ${mentorId}, status = 'matched' where id = ${requestId}`,
    );
  }
  const [message] = await db
    .insert(mentoringMessages)
    .values({ requestId, senderId: scope.viewerId, body })
    .returning();
  const recipient = request.mentee_id === scope.viewerId ? mentorId : request.mentee_id;
  if (recipient) {
    await notify(db, {
      userId: recipient,
      kind: "team_mentoring_message",
      title: `Message from ${senderName}`,
      body: body.slice(0, 140),
      link: "/team",
      dedupeKey: `team_mentoring_message:${message.id}`,
    });
  }
  return mentoring(db, scope);
}

/** The hub's Notifications button: the caller's team notifications, newest first. */
export async function teamNotifications(db: Db, userId: string): Promise<TeamNotification[]> {
  return rowsOf<{
    id: number;
    title: string;
    body: string;
    link: string | null;
    created_at: Date | string;
    read_at: unknown;
  }>(
    await db.execute(sql`
      select id, title, body, link, created_at, read_at from notifications
      where user_id = ${userId} and kind like 'team\\_%'
      order by created_at desc, id desc limit 20
    `),
  ).map((n) => ({
    id: n.id,
    title: n.title,
    body: n.body,
    link: n.link,
    createdAt: iso(n.created_at),
    read: n.read_at !== null,
  }));
}
