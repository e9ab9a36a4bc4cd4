import { z } from 'zod'
import { LIMITS } from './constants.ts'
import { MESSAGES, tooLong } from './messages.ts'

/** The largest PostgreSQL `integer`: every id column is one (DESIGN §6). */
export const MAX_ID = 2_147_483_647

/**
 * An id from a path, a query or a body: 1..MAX_ID, else this French 400 — never a database
 * error (a 500) for 2^31, 1e309, 1.5 or -1.
 */
export const recordId = (message: string = MESSAGES.invalidId) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message)

export const idParam = recordId()

/** A text field's two messages, never one for the other (zod 4: a schema-level `error` covers every check). */
export const requiredText = (required: string, max: number, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max))

export const pagination = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.listMaxLimit).default(LIMITS.listDefaultLimit),
  offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
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
