import type { FastifyInstance } from "fastify";

/** Invitations, the join link and verified domains (issue 20 item 3). */
export async function invitationRoutes(_app: FastifyInstance) {}
