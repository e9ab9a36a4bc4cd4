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

export const healthOutput = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
