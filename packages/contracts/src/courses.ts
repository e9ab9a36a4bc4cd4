import { z } from 'zod'
import { LEVELS, SUBJECTS } from './constants.ts'
import { protectionSchema } from './google-drive.ts'
import { idParam, imageFields, pagination } from './common.ts'
import { tooLong } from './messages.ts'

/** '' from a form field means "no value". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .nullish()
    .transform((value) => value || null)

export const subjectSchema = z.enum(SUBJECTS, { error: 'Matière invalide' })
export const levelSchema = z.enum(LEVELS, { error: 'Niveau invalide' })

export const courseInput = z.object({
  title: z.string({ error: 'Le titre est requis' }).trim().min(1, 'Le titre est requis').max(200, '200 caractères au maximum'),
  subject: subjectSchema,
  level: levelSchema,
  description: optionalText(5000),
  drive_folder_id: optionalText(200),
  /** DESIGN §16; left out at creation: `drive` once Google is connected, else `lien` */
  protection: protectionSchema.optional(),
})
export type CourseInput = z.input<typeof courseInput>

export const courseUpdateInput = courseInput.partial().extend({ id: idParam })

export const courseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  subject: subjectSchema,
  level: levelSchema,
  drive_folder_id: z.string().nullable(),
  protection: protectionSchema,
  image_filename: z.string().nullable(),
  image_url: z.string().nullable(),
  ...imageFields,
  access_code: z.string(),
  video_count: z.number().int(),
  /** the videos played from Google Drive (DESIGN §16: only they are exposed in « lien » mode) */
  drive_video_count: z.number().int(),
  student_count: z.number().int(),
  created_by: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Course = z.infer<typeof courseSchema>

export const courseListInput = pagination.extend({
  search: z.string().trim().max(200, tooLong('La recherche', 200)).optional(),
  subject: subjectSchema.optional(),
})

export const courseStatsSchema = z.object({
  total_courses: z.number().int(),
  total_subjects: z.number().int(),
  total_videos: z.number().int(),
  total_students: z.number().int(),
})

/** SPEC §7 body: `{course_id, access_type: 'link', expires_days: 30}`. */
export const generateLinkInput = z.object({
  id: idParam,
  course_id: idParam.optional(),
  access_type: z.literal('link').default('link'),
  expires_days: z.coerce.number().int().min(1, '1 jour au minimum').max(365, '365 jours au maximum').default(30),
})
export const generateLinkOutput = z.object({ access_url: z.string(), expires_at: z.string() })

export const deleteOutput = z.object({ message: z.string() })
