import type { FastifyInstance } from "fastify";

/** Members and departments (issue 20 item 4). */
export async function memberRoutes(_app: FastifyInstance) {}
