import { z } from 'zod'
import { ACTIVITY_KINDS } from './constants.ts'

export const activitySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  /** French sentence: what happened */
  label: z.string(),
  /** who did it (admin name), when known */
  actor: z.string().nullable(),
  at: z.string(),
})
export type Activity = z.infer<typeof activitySchema>

export const dashboardStatsSchema = z.object({
  total_courses: z.number().int(),
  total_videos: z.number().int(),
  total_students: z.number().int(),
  total_accesses: z.number().int(),
  total_free_courses: z.number().int(),
  recent_activity: z.array(activitySchema),
})
export type DashboardStats = z.infer<typeof dashboardStatsSchema>

/**
 * What waits for this admin (issue 29, DESIGN §18): each pile a number, or null when the pile is
 * not this admin's job (payments, testimonials and applications are super admins' work).
 */
export const pendingWorkSchema = z.object({
  /** payment requests whose proof waits to be checked (`preuve_envoyee`) */
  proofs: z.number().int().nullable(),
  /** session requests nobody has answered yet (`nouvelle`) */
  session_requests: z.number().int(),
  /** public testimonials waiting for moderation (inactive) */
  testimonials: z.number().int().nullable(),
  /** job applications not yet looked at (`en_attente`) */
  applications: z.number().int().nullable(),
})
export type PendingWork = z.infer<typeof pendingWorkSchema>
