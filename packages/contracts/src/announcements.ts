import { z } from 'zod'
import { idParam, imageFields, recordId, requiredText } from './common.ts'
import { optionalText } from './courses.ts'
import { formationPageFields, formationPageSchema } from './formation-page.ts'
import { ANNOUNCEMENT_MESSAGES, tooLong } from './messages.ts'
import { accessTypeSchema, durationDays } from './students.ts'
import { publicTestimonialSchema } from './testimonials.ts'


/** form-data sends text: 'true'/'false', 'on' for a checked box. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0']).transform((v) => v === 'true' || v === 'on' || v === '1')])

export const announcementFields = z.object({
  title: requiredText(ANNOUNCEMENT_MESSAGES.titleRequired, 200, 'Le titre'),
  description: z.string().trim().max(5000, tooLong('La description', 5000)).default(''),
  price: optionalText(60),
  is_active: formBoolean.default(true),
})
const M = ANNOUNCEMENT_MESSAGES
/** form-data sends '' for an empty field: that is « no value » (null), not 0. */
const blankToNull = (value: unknown) => (value === '' ? null : value)
const saleField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional()

export const amountMad = z.coerce.number({ error: M.saleAmountInvalid }).int(M.saleAmountInvalid).min(1, M.saleAmountMin).max(1_000_000, M.saleAmountMax)

/** « Vente en ligne »: what a payment for this formation buys (DESIGN §11). */
const saleFields = {
  course_id: saleField(recordId(M.saleCourseRequired)),
  amount_mad: saleField(amountMad),
  access_type: saleField(accessTypeSchema),
  duration_days: saleField(durationDays(0)),
}
export const SALE_REQUIRED = {
  course_id: M.saleCourseRequired,
  amount_mad: M.saleAmountRequired,
  access_type: M.saleAccessTypeRequired,
  duration_days: M.saleDurationRequired,
} as const
export type SaleKey = keyof typeof SALE_REQUIRED
export const SALE_KEYS = Object.keys(SALE_REQUIRED) as SaleKey[]

/** All four or none: one given asks for the others, each under its own field. */
function saleAllOrNothing(value: Partial<Record<SaleKey, unknown>>, ctx: z.RefinementCtx) {
  const given = SALE_KEYS.filter((key) => value[key] != null)
  if (given.length === 0 || given.length === SALE_KEYS.length) return
  for (const key of SALE_KEYS) if (value[key] == null) ctx.addIssue({ code: 'custom', path: [key], message: SALE_REQUIRED[key] })
}

/** The group alone (the admin form checks it before sending). */
export const announcementSaleInput = z.object(saleFields).superRefine(saleAllOrNothing)
export const announcementCreateInput = announcementFields.extend(saleFields).extend(formationPageFields).superRefine(saleAllOrNothing)
/** On update, the four absent = unchanged; all four empty = no longer sold online. */
export const announcementUpdateInput = z
  .object({
    id: idParam,
    title: announcementFields.shape.title.optional(),
    description: z.string().trim().max(5000, tooLong('La description', 5000)).optional(),
    price: optionalText(60).optional(),
    is_active: formBoolean.optional(),
    remove_image: formBoolean.optional(),
    ...saleFields,
    ...formationPageFields,
  })
  .superRefine((value, ctx) => {
    const sent = SALE_KEYS.filter((key) => value[key] !== undefined)
    if (sent.length > 0 && sent.length < SALE_KEYS.length) {
      for (const key of SALE_KEYS) if (value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: SALE_REQUIRED[key] })
      return
    }
    saleAllOrNothing(value, ctx)
  })

const announcementBase = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  ...imageFields,
  price: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
})

/**
 * What visitors see in the lists (/courses, the carousel): the price, whether it can be bought online
 * — never the course behind it — and the page's short facts (start, seats, instalments).
 */
export const announcementSchema = announcementBase.extend({
  /** linked to a course that still exists, with an amount: the future « S'inscrire » */
  sellable: z.boolean(),
  amount_mad: z.number().int().nullable(),
  /** days of access a payment buys (0 = unlimited); null when not sellable */
  duration_days: z.number().int().nullable(),
  ...formationPageSchema.pick({ starts_on: true, capacity: true, seats_left: true, instalments: true }).shape,
})
export type Announcement = z.infer<typeof announcementSchema>

const withPage = announcementSchema.extend(formationPageSchema.shape)
/** A formation with its whole page, before its testimonials are added. */
export type FormationFields = z.infer<typeof withPage>

/** One formation's page (GET /api/announcements/{id}): all of it, with its own active testimonials (DESIGN §18). */
export const formationSchema = withPage.extend({ testimonials: z.array(publicTestimonialSchema) })
export type Formation = z.infer<typeof formationSchema>

/** What a super admin edits: the whole « vente en ligne » group, the linked course's title, the preview video. */
export const adminAnnouncementSchema = withPage.extend({
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  access_type: accessTypeSchema.nullable(),
  preview_video_id: z.number().int().nullable(),
  /** the preview video's course, so the form's picker opens on it */
  preview_course_id: z.number().int().nullable(),
})
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>

export const announcementListInput = z.object({ active_only: formBoolean.default(false) })
