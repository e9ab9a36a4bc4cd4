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
