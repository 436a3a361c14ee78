import { z } from "zod";
import { errorResponseSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { idempotencyHeadersSchema } from "../idempotency";
import {
  achievementSchema,
  moduleIdParamSchema,
  progressItemSchema,
  progressUpdateSchema,
  statsSchema,
  weeklyGoalSchema,
} from "../learning";

/** Each learner's progress through the modules, their stats, weekly goal and achievements (server/features/progress). */
const tags = ["Progress"];

/** The endpoints (contracts/endpoint.ts). */
export const progressEndpoints = {
  userProgress: defineEndpoint({
    method: "GET",
    path: "/api/user/progress",
    summary: "The signed-in learner's progress in every module they have started",
    tags,
    access: "owner",
    responses: { 200: z.array(progressItemSchema) },
  }),
  progress: defineEndpoint({
    method: "GET",
    path: "/api/progress",
    summary: "The signed-in learner's progress in every module they have started (older address)",
    tags,
    access: "owner",
    responses: { 200: z.array(progressItemSchema) },
  }),
  moduleProgress: defineEndpoint({
    method: "GET",
    path: "/api/progress/:moduleId",
    summary: "The signed-in learner's progress in one module, or null",
    tags,
    access: "owner",
    params: moduleIdParamSchema,
    responses: { 200: progressItemSchema.nullable() },
  }),
  record: defineEndpoint({
    method: "POST",
    path: "/api/user/progress",
    summary: "Record the signed-in learner's progress in a module",
    description:
      "Send an Idempotency-Key header with each write and the same key when sending that write again: a repeat answers the first answer and adds no time twice; the key with another body is a 422.",
    tags,
    access: "owner",
    headers: idempotencyHeadersSchema,
    body: progressUpdateSchema,
    responses: { 200: progressItemSchema, 422: errorResponseSchema },
  }),
  userStats: defineEndpoint({
    method: "GET",
    path: "/api/user/stats",
    summary: "The signed-in learner's totals, streak and weekly goal",
    tags,
    access: "owner",
    responses: { 200: statsSchema },
  }),
  stats: defineEndpoint({
    method: "GET",
    path: "/api/stats",
    summary: "The signed-in learner's totals, streak and weekly goal (older address)",
    tags,
    access: "owner",
    responses: { 200: statsSchema },
  }),
  weeklyGoal: defineEndpoint({
    method: "GET",
    path: "/api/user/weekly-goal",
    summary: "The signed-in learner's weekly goal",
    tags,
    access: "owner",
    responses: { 200: weeklyGoalSchema },
  }),
  setWeeklyGoal: defineEndpoint({
    method: "PUT",
    path: "/api/user/weekly-goal",
    summary: "Set the signed-in learner's weekly goal",
    tags,
    access: "owner",
    body: weeklyGoalSchema,
    responses: { 200: weeklyGoalSchema },
  }),
  achievements: defineEndpoint({
    method: "GET",
    path: "/api/achievements",
    summary: "The signed-in learner's achievements, earned and still to earn",
    tags,
    access: "owner",
    responses: { 200: z.array(achievementSchema) },
  }),
};
