import { z } from 'zod'
import { deviceToken, loginInput } from './auth.ts'
import { idParam, imageFields } from './common.ts'
import { instalmentPauseSchema } from './instalments.ts'
import { STUDENT_SPACE_MESSAGES, tooLong } from './messages.ts'
import { accessTypeSchema, password, studentSchema } from './students.ts'
import { videoSourceSchema } from './videos.ts'

export const studentLoginInput = loginInput
/** The student as they see themselves: until `email_verified`, their space is only « Confirmez votre adresse » (DESIGN §15). */
export const signedInStudentSchema = studentSchema.extend({
  email_verified: z.boolean(),
  /** a corrected address waiting for its link (the account keeps `email` until the link is opened) */
  pending_email: z.string().nullable(),
})
export type SignedInStudent = z.infer<typeof signedInStudentSchema>
export const studentLoginOutput = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: signedInStudentSchema,
  signed_out_devices: z.number().int(),
  /** Present after a sign-in by password: the browser keeps it for its next sign-in (DESIGN §15). */
  device_token: deviceToken.optional(),
})
export const studentVerifyOutput = z.object({ valid: z.literal(true), user: signedInStudentSchema })
export const googleLoginInput = z.object({ credential: z.string().min(10, STUDENT_SPACE_MESSAGES.googleFailed).max(10_000, tooLong('Le jeton Google', 10_000)) })
/** « Associer mon compte Google » (DESIGN §16) takes the same Google ID token as Google sign-in. */
export const googleAccountInput = googleLoginInput
export const setPasswordInput = z.object({ token: z.string().min(10).max(500, tooLong('Le lien', 500)), password })
export const changePasswordInput = z.object({ current_password: z.string().min(1).max(256, tooLong('Le mot de passe actuel', 256)), new_password: password })
export const redeemCodeInput = z.object({ code: z.string().trim().min(4, STUDENT_SPACE_MESSAGES.invalidCode).max(40, tooLong('Le code', 40)).transform((v) => v.toUpperCase()) })
export const joinInput = z.object({ token: z.string().min(10).max(2000, tooLong('Le lien', 2000)) })

export const myCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  level: z.string(),
  image_url: z.string().nullable(),
  ...imageFields,
  access_type: accessTypeSchema,
  expires_at: z.string().nullable(),
  is_expired: z.boolean(),
  /** closed by an unpaid instalment (DESIGN §18): which part, and the sentence to show */
  instalment_pause: instalmentPauseSchema.nullable(),
  video_count: z.number().int(),
  seen_count: z.number().int(),
  /** first video the student may watch and has not seen yet */
  resume_video_id: z.number().int().nullable(),
})
export type MyCourse = z.infer<typeof myCourseSchema>

/** A video as a student receives it: the PDF only when the grant covers it; the player's address only from `plays.start` (DESIGN §16). */
export const studentVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  module_name: z.string().nullable(),
  order_in_course: z.number().int(),
  is_free: z.boolean(),
  locked: z.boolean(),
  seen: z.boolean(),
  pdf_url: z.string().nullable(),
  source: videoSourceSchema,
  /** hosted videos: read by the admin's browser at upload */
  duration_seconds: z.number().int().nullable(),
  /** hosted videos: the poster frame taken at upload */
  poster_url: z.string().nullable(),
})
export type StudentVideo = z.infer<typeof studentVideoSchema>

export const studentCourseSchema = myCourseSchema.omit({ resume_video_id: true })
export const markSeenInput = z.object({ video_id: idParam, seen: z.boolean().default(true) })
export const joinOutput = z.object({ course_id: z.number().int(), message: z.string() })
