import { z } from 'zod'
import { idParam, pagination, recordId, requiredText } from './common.ts'
import { ANNOUNCEMENT_MESSAGES, TESTIMONIAL_MESSAGES, tooLong } from './messages.ts'
import { TESTIMONIAL_SORTS } from './constants.ts'


const required = (max: number, label: string) => requiredText(TESTIMONIAL_MESSAGES.fillRequired, max, label)
const rating = z.coerce.number({ error: TESTIMONIAL_MESSAGES.ratingRange }).int().min(1, TESTIMONIAL_MESSAGES.ratingRange).max(5, TESTIMONIAL_MESSAGES.ratingRange)

export const testimonialSubmitInput = z.object({
  nom: required(120, 'Le nom'),
  ecole: required(120, 'Le nom de l’école'),
  comment: required(2000, 'Le commentaire'),
  rating: rating.default(5),
  /** the formation it is about (optional): shown on that formation's page once active */
  announcement_id: z.preprocess((value) => (value === '' ? null : value), recordId(ANNOUNCEMENT_MESSAGES.formationNotFound).nullable()).optional(),
  /** honeypot: people leave it empty, bots fill it */
  website: z.string().max(500, tooLong('Le site web', 500)).optional(),
})

export const testimonialSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  ecole: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  created_at: z.string(),
  /** the formation it is about, if any, and its title (for the back office) */
  announcement_id: z.number().int().nullable(),
  formation_title: z.string().nullable(),
})
export type Testimonial = z.infer<typeof testimonialSchema>

/** What visitors see (no moderation flags). */
export const publicTestimonialSchema = testimonialSchema.pick({ id: true, nom: true, ecole: true, comment: true, rating: true, created_at: true })
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>

export const featuredInput = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
export const submitOutput = z.object({ message: z.string(), testimonial_id: z.number().int().nullable() })

export const testimonialListInput = pagination.extend({
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  search: z.string().trim().max(200, tooLong('La recherche', 200)).optional(),
  sort_by: z.enum(TESTIMONIAL_SORTS).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
})

export const testimonialUpdateInput = z.object({
  id: idParam,
  nom: required(120, 'Le nom').optional(),
  ecole: required(120, 'Le nom de l’école').optional(),
  comment: required(2000, 'Le commentaire').optional(),
  rating: rating.optional(),
  is_active: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  announcement_id: recordId(ANNOUNCEMENT_MESSAGES.formationNotFound).nullable().optional(),
})

export const testimonialStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  average_rating: z.number(),
  this_month: z.number().int(),
})
