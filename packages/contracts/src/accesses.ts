import { z } from 'zod'
import { LIMITS } from './constants.ts'
import { idParam, pagination, recordId } from './common.ts'
import { accessTypeSchema, durationDays } from './students.ts'
import { ACCESS_MESSAGES } from './messages.ts'

const modules = z.array(z.string().trim().min(1).max(120)).max(100).default([])

export const accessCreateInput = z.object({
  student_id: recordId(ACCESS_MESSAGES.studentRequired),
  course_id: recordId(ACCESS_MESSAGES.courseRequired),
  access_type: accessTypeSchema.default('standard'),
  duration_days: durationDays(1).default(LIMITS.defaultAccessDurationDays),
  is_active: z.boolean().default(true),
  modules,
})

/** The student and course of an access never change (DESIGN §6); 0 days = unlimited. */
export const accessUpdateInput = z.object({
  id: idParam,
  access_type: accessTypeSchema.optional(),
  duration_days: durationDays(0).optional(),
  is_active: z.boolean().optional(),
  modules: z.array(z.string().trim().min(1).max(120)).max(100).optional(),
})

export const accessSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  course_id: z.number().int(),
  access_type: accessTypeSchema,
  duration_days: z.number().int(),
  is_active: z.boolean(),
  expires_at: z.string().nullable(),
  modules: z.array(z.string()),
  student_name: z.string(),
  student_email: z.string(),
  course_title: z.string(),
  created_at: z.string(),
})
export type Access = z.infer<typeof accessSchema>

export const accessListInput = pagination.extend({
  course_id: idParam.optional(),
  student_id: idParam.optional(),
})

export const accessGrantOutput = z.object({ access: accessSchema, extended: z.boolean(), message: z.string() })
