import { z } from 'zod'
import { LIMITS } from './constants.ts'

export const idParam = z.coerce.number({ error: 'Identifiant invalide' }).int().positive('Identifiant invalide')

export const pagination = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.listMaxLimit).default(LIMITS.listDefaultLimit),
  offset: z.coerce.number().int().min(0).default(0),
})

/** Body of every REST error (DESIGN §6). */
export const errorBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBody>

/**
 * An uploaded picture's resized copies, ready for `<img srcset>`, and the original's size so the
 * page reserves its space before it arrives. All null without a picture (or for a drawn SVG).
 */
export const imageFields = {
  image_srcset: z.string().nullable(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
}

export const healthOutput = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
