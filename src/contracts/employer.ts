import { z } from "zod";
import { PILLARS } from "../domain/pillars";
import { hasNoNul, idField, invalidCharacter } from "./common";

/**
 * Employer Dashboard (spec 1 §2, §3). "Team members" everywhere below are the organisation's
 * members with the role `member`: owners and admins run the team and are not counted in its figures.
 */

export const teamPillarProgressSchema = z.object({
  pillar: z.enum(PILLARS),
  /** 0-100: mean across team members of the share of the pillar's active modules they completed. */
  progress: z.number().int().min(0).max(100),
  /** The pillar's colour name (domain/pillars PILLAR_COLORS). */
  color: z.string(),
});

export const topPerformerSchema = z.object({
  name: z.string(),
  /** Modules completed. */
  progress: z.number().int().min(0),
  /** The member's department. */
  role: z.string(),
});

export const departmentBreakdownSchema = z.object({
  department: z.string(),
  members: z.number().int().min(0),
  /** 0-100: mean of the department's members' progress. */
  avgProgress: z.number().int().min(0).max(100),
});

export const teamMemberSchema = z.object({
  /** The member's user id (what POST /api/organizations/pathways/assign takes). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  /** Title of the member's most recent enrolment. */
  activePathway: z.string().nullable(),
  /** 0-100: completed active modules / active modules of the catalogue. */
  progress: z.number().int().min(0).max(100),
  /** Completed progress rows. */
  modulesCompleted: z.number().int().min(0),
  /** ISO date-time of the latest progress update or active day. */
  lastActivity: z.string().nullable(),
  /** Assigned pathways past their due date and not completed (issue 10). */
  overdueAssignments: z.number().int().min(0),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamActivitySchema = z.object({
  memberName: z.string(),
  moduleTitle: z.string(),
  type: z.enum(["completed", "started"]),
  at: z.string(),
});

export const employerPathwaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  status: z.enum(["Active", "Planning"]),
  /** Team members enrolled. */
  assignedCount: z.number().int().min(0),
  /** 0-100: mean completion of the enrolled members over the pathway's modules. */
  progress: z.number().int().min(0).max(100),
  /**
   * Issue 26: the earliest due date (YYYY-MM-DD) among the team's assignments of this pathway not yet
   * completed; null when none of them has a due date.
   */
  nextDueDate: z.string().nullable(),
  /** Issue 26: the team's assignments of this pathway past their due date and not completed. */
  overdueCount: z.number().int().min(0),
});
export type EmployerPathway = z.infer<typeof employerPathwaySchema>;

/** A pathway assigned to a team member (pathway_assignments), with its due date (issue 26). */
export const teamAssignmentSchema = z.object({
  memberId: z.string(),
  pathwayId: z.number().int(),
  /** A calendar day (YYYY-MM-DD), due by the end of it; null: no due date. */
  dueDate: z.string().nullable(),
  /** Every module of the pathway completed. */
  completed: z.boolean(),
  /** Past its due date (UK day) and not completed. */
  overdue: z.boolean(),
});
export type TeamAssignment = z.infer<typeof teamAssignmentSchema>;

/** GET /api/organizations/analytics: every figure derived from stored facts (DESIGN §4). */
export const organizationAnalyticsSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  totalMembers: z.number().int().min(0),
  /** Members with learning activity in the last 30 days (today included). */
  activeMembers: z.number().int().min(0),
  /** Distinct pathways with at least one enrolled member. */
  activePathways: z.number().int().min(0),
  /** 0-100: completed progress rows / started progress rows across members. */
  completionRate: z.number().int().min(0).max(100),
  /** Total hours, one decimal. */
  learningHours: z.number().min(0),
  /** Hours per member, one decimal. */
  avgLearningHours: z.number().min(0),
  /** 0-100: mean of the members' PIVOT scores (a member's score = mean of their pillar progress). */
  avgPivotScore: z.number().int().min(0).max(100),
  pivotProgress: z.array(teamPillarProgressSchema),
  topPerformers: z.array(topPerformerSchema).max(3),
  departmentBreakdown: z.array(departmentBreakdownSchema),
  members: z.array(teamMemberSchema),
  recentActivity: z.array(teamActivitySchema).max(3),
  pathways: z.array(employerPathwaySchema),
  /** Issue 26: who is assigned which pathway, with its due date, within the viewer's team. */
  assignments: z.array(teamAssignmentSchema),
});
export type OrganizationAnalytics = z.infer<typeof organizationAnalyticsSchema>;

/** POST /api/organizations/pathways/assign */
export const assignPathwaySchema = z.object({
  pathwayId: idField("pathwayId"),
  memberIds: z
    .array(
      z
        .string({ error: "memberIds must be a list of member ids" })
        .min(1)
        .max(100)
        .refine(hasNoNul, invalidCharacter("memberIds")),
      { error: "memberIds must be a list of member ids" },
    )
    .min(1, "Choose at least one team member")
    .max(500, "Assign at most 500 team members at a time"),
  /** Optional due date (a calendar day, YYYY-MM-DD): reminders go out 7 days and 1 day before, and when overdue. */
  dueDate: z.iso
    .date({ error: "Due date must be a date (YYYY-MM-DD)" })
    .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", "Due date must be a date (YYYY-MM-DD)")
    .optional(),
});
export type AssignPathwayInput = z.infer<typeof assignPathwaySchema>;
