import { z } from 'zod'
import { FREE_COURSE_CATEGORIES } from './constants.ts'
import { idParam, requiredText } from './common.ts'
import { optionalText } from './courses.ts'
import { formBoolean } from './announcements.ts'
import { FREE_COURSE_MESSAGES } from './messages.ts'

const externalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: FREE_COURSE_MESSAGES.urlInvalid }).max(2000)])
  .nullish()
  .transform((value) => value || null)

export const freeCourseFields = {
  title: requiredText(FREE_COURSE_MESSAGES.titleRequired, 200, 'Le titre'),
  description: optionalText(5000),
  category: z.enum(FREE_COURSE_CATEGORIES, { error: FREE_COURSE_MESSAGES.categoryInvalid }),
  school: optionalText(120),
  level: optionalText(120),
  external_url: externalUrl,
  is_active: formBoolean,
}
export const freeCourseCreateInput = z.object({ ...freeCourseFields, is_active: formBoolean.default(true) })
export const freeCourseUpdateInput = z.object({ id: idParam, ...freeCourseFields, remove_file: formBoolean }).partial().required({ id: true })

export const freeCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(FREE_COURSE_CATEGORIES),
  school: z.string().nullable(),
  level: z.string().nullable(),
  file_url: z.string().nullable(),
  external_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type FreeCourse = z.infer<typeof freeCourseSchema>
