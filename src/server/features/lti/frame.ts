import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowDate } from "../../db/rows";
import { LtiRefusal } from "./launch";

/**
 * A launch inside the LMS's frame (decision 397). Canvas, Moodle and Brightspace open tools in an
 * iframe by default, where the browser treats PIVOT as a third party: a SameSite=Lax cookie set by
 * the launch is never sent back. A framed launch therefore sets a partitioned cookie (CHIPS:
 * `Partitioned; Secure; SameSite=None`, kept for PIVOT inside this LMS only) and sends the frame to a
 * single-use ticket. When the cookie came back with the ticket, the frame goes on to the module page,
 * which the platform's origins alone may frame (platform/lti/frame-grant.ts). When the browser kept it
 * (third-party cookies blocked outright), the frame says so and offers "Open in a new window": that
 * window spends the same ticket and signs the learner in there. No dead end, and no second launch.
 */

export const FRAME_TICKET_TTL_MS = 10 * 60_000;
const START_AGAIN = "Open the activity again from your LMS.";

const hashTicket = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

/** Whether the browser loads this answer inside a frame (Fetch Metadata). */
export const isFramed = (headers: Record<string, string | string[] | undefined>) =>
  headers["sec-fetch-dest"] === "iframe" || headers["sec-fetch-dest"] === "frame";

/**
 * Whether a Secure cookie can reach this server: over https, or on the loopback host browsers treat as
 * secure (development and the browser tests). Elsewhere a framed launch goes straight to the new window.
 */
export function canSetSecureCookie(config: AppConfig): boolean {
  const url = new URL(config.baseUrl);
  return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export interface FrameTicket {
  registration_id: string;
  user_id: string;
  module_id: number;
  module_title: string;
  platform_origins: string[];
}

export async function issueFrameTicket(
  db: Db,
  input: { registrationId: string; userId: string; moduleId: number; origins: string[] },
  now: Date,
): Promise<string> {
  const ticket = randomBytes(32).toString("base64url");
  await db.execute(sql`delete from lti_frame_tickets where expires_at < ${now}`);
  await db.execute(sql`
    insert into lti_frame_tickets (ticket_hash, registration_id, user_id, module_id, platform_origins, created_at, expires_at)
    values (${hashTicket(ticket)}, ${input.registrationId}, ${input.userId}, ${input.moduleId},
      ${`{${input.origins.map((o) => JSON.stringify(o)).join(",")}}`}::text[], ${now},
      ${new Date(now.getTime() + FRAME_TICKET_TTL_MS)})
  `);
  return ticket;
}

interface TicketRow extends FrameTicket {
  expires_at: Date | string;
  used_at: Date | string | null;
}

const ticketColumns = sql`t.registration_id, t.user_id, t.module_id::int as module_id, m.title as module_title,
  t.platform_origins, t.expires_at, t.used_at`;

/** The ticket, live and unused; a refusal that says why otherwise. */
export async function frameTicketOf(db: Db, ticket: string, now: Date): Promise<FrameTicket> {
  const [row] = await queryRows<TicketRow>(
    db,
    sql`select ${ticketColumns} from lti_frame_tickets t join modules m on m.id = t.module_id
        where t.ticket_hash = ${hashTicket(ticket)}`,
  );
  if (!row || rowDate(row.expires_at) < now)
    throw new LtiRefusal(
      401,
      "This launch has expired",
      `A launch opens the module within 10 minutes of starting. ${START_AGAIN}`,
    );
  if (row.used_at)
    throw new LtiRefusal(
      401,
      "This launch was already used",
      `Each launch from the LMS opens the module once. ${START_AGAIN}`,
    );
  return row;
}

/** Spends the ticket (single use): the frame or the new window, whichever comes first. */
export async function spendFrameTicket(db: Db, ticket: string, now: Date): Promise<FrameTicket> {
  const [spent] = await queryRows<{ one: number }>(
    db,
    sql`update lti_frame_tickets set used_at = ${now}
        where ticket_hash = ${hashTicket(ticket)} and used_at is null and expires_at >= ${now} returning 1 as one`,
  );
  if (!spent) await frameTicketOf(db, ticket, now);
  const [row] = await queryRows<TicketRow>(
    db,
    sql`select ${ticketColumns} from lti_frame_tickets t join modules m on m.id = t.module_id
        where t.ticket_hash = ${hashTicket(ticket)}`,
  );
  return row;
}
