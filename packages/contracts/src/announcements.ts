import { z } from 'zod'
import { idParam, imageFields, requiredText } from './common.ts'
import { optionalText } from './courses.ts'
import { ANNOUNCEMENT_MESSAGES, tooLong } from './messages.ts'


/** form-data sends text: 'true'/'false', 'on' for a checked box. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0']).transform((v) => v === 'true' || v === 'on' || v === '1')])

export const announcementFields = z.object({
  title: requiredText(ANNOUNCEMENT_MESSAGES.titleRequired, 200, 'Le titre'),
  description: z.string().trim().max(5000, tooLong('La description', 5000)).default(''),
  price: optionalText(60),
  is_active: formBoolean.default(true),
})
export const announcementCreateInput = announcementFields
export const announcementUpdateInput = z.object({
  id: idParam,
  title: announcementFields.shape.title.optional(),
  description: z.string().trim().max(5000, tooLong('La description', 5000)).optional(),
  price: optionalText(60).optional(),
  is_active: formBoolean.optional(),
  remove_image: formBoolean.optional(),
})

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  ...imageFields,
  price: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
})
export type Announcement = z.infer<typeof announcementSchema>

export const announcementListInput = z.object({ active_only: formBoolean.default(false) })
