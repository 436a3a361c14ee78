import type { FastifyInstance } from "fastify";

/** The organisation's audit log, read and exported (issue 20 item 6). */
export async function auditRoutes(_app: FastifyInstance) {}
