import { z } from 'zod'
import { optionalText } from './courses.ts'
import { idParam, requiredText } from './common.ts'
import { parseDriveFileId } from './drive.ts'
import { tooLong, VIDEO_MESSAGES } from './messages.ts'

export const driveUrl = z
  .string({ error: VIDEO_MESSAGES.titleAndUrlRequired })
  .trim()
  .min(1, VIDEO_MESSAGES.titleAndUrlRequired)
  .max(2000, tooLong('Le lien Google Drive', 2000))
  .refine((value) => parseDriveFileId(value) !== null, VIDEO_MESSAGES.invalidDriveUrl)

const pdfUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: VIDEO_MESSAGES.invalidPdfUrl }).max(2000)])
  .nullish()
  .transform((value) => value || null)

const videoFields = {
  title: requiredText(VIDEO_MESSAGES.titleAndUrlRequired, 200, 'Le titre'),
  description: optionalText(5000),
  drive_url: driveUrl,
  pdf_url: pdfUrl,
  order_in_course: z.coerce.number({ error: VIDEO_MESSAGES.orderMin }).int().min(0, VIDEO_MESSAGES.orderMin).max(100_000),
  is_free: z.boolean(),
  module_name: optionalText(120),
  thumbnail_url: pdfUrl,
}

export const videoCreateInput = z.object({
  course_id: idParam,
  ...videoFields,
  order_in_course: videoFields.order_in_course.optional(),
  is_free: videoFields.is_free.default(false),
})
// No defaults here: a field left out of an update keeps its value.
export const videoUpdateInput = z.object({ id: idParam, ...videoFields }).partial().required({ id: true })

export const videoSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  drive_url: z.string(),
  pdf_url: z.string().nullable(),
  order_in_course: z.number().int(),
  is_free: z.boolean(),
  module_name: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
})
export type Video = z.infer<typeof videoSchema>

/** New order of the videos of one module (null = 'Autres vidéos'): ids first to last. */
export const videoReorderInput = z.object({
  course_id: idParam,
  module_name: z.string().trim().max(120, tooLong('Le nom du module', 120)).nullable(),
  video_ids: z.array(idParam).min(1).max(1000),
})
