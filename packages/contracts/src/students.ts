import { z } from 'zod'
import { ACCESS_TYPES, LEVELS, LIMITS } from './constants.ts'
import { idParam, pagination, recordId } from './common.ts'
import { optionalText } from './courses.ts'
import { STUDENT_MESSAGES, tooLong } from './messages.ts'

export const email = z
  .string({ error: STUDENT_MESSAGES.emailRequired })
  .trim()
  .min(1, STUDENT_MESSAGES.emailRequired)
  .max(254, tooLong('L’email', 254))
  .pipe(z.email(STUDENT_MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase())

export const password = z.string({ error: STUDENT_MESSAGES.passwordMin }).min(LIMITS.adminPasswordMin, STUDENT_MESSAGES.passwordMin).max(256, tooLong('Le mot de passe', 256))

const levelOrNull = z
  // the union's own error, or a wrong level would read « Entrée invalide »
  .union([z.literal(''), z.enum(LEVELS)], { error: 'Niveau invalide' })
  .nullish()
  .transform((value) => value || null)

const studentFields = {
  name: z.string({ error: STUDENT_MESSAGES.nameRequired }).trim().min(1, STUDENT_MESSAGES.nameRequired).max(120, tooLong('Le nom', 120)),
  email,
  phone: optionalText(30),
  level: levelOrNull,
}

export const studentCreateInput = z.object({ ...studentFields, password })
export const studentUpdateInput = z.object({ id: idParam, ...studentFields, password: password.optional() }).partial().required({ id: true })

export const accessTypeSchema = z.enum(ACCESS_TYPES, { error: "Type d’accès invalide" })
export const durationDays = (min: 0 | 1) =>
  z.coerce
    .number({ error: 'Durée invalide' })
    .int('Durée invalide')
    .min(min, min === 1 ? 'La durée doit être d’au moins 1 jour' : 'La durée ne peut pas être négative')
    .max(3650, '10 ans au maximum')

export const studentInviteInput = z.object({
  ...studentFields,
  course_id: recordId(STUDENT_MESSAGES.courseRequired),
  access_type: accessTypeSchema.default('standard'),
  duration_days: durationDays(0).default(LIMITS.defaultAccessDurationDays),
})

export const studentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  level: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
})
export type Student = z.infer<typeof studentSchema>

/**
 * A student as an admin sees them (DESIGN §4): whether this admin controls the account
 * (edit, password, devices, delete, set-password link) and, when not, why — in French.
 */
export const adminStudentSchema = studentSchema.extend({
  can_control: z.boolean(),
  control_note: z.string().nullable(),
})
export type AdminStudent = z.infer<typeof adminStudentSchema>

export const studentListInput = pagination.extend({
  search: z.string().trim().max(200, tooLong('La recherche', 200)).optional(),
  /** keyset paging: the students created before this one (the last id of the page shown); `offset` is then ignored */
  after: idParam.optional(),
})

export const inviteOutput = z.object({
  student: adminStudentSchema,
  already_existed: z.boolean(),
  /** one-time link to set a password (absent when the student already has one) */
  set_password_url: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  message: z.string(),
})

/** A fresh set-password link for a student the admin controls; every older link stops working. */
export const inviteLinkOutput = z.object({ set_password_url: z.string(), whatsapp_url: z.string(), message: z.string() })

export const deviceSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
})

export const importInput = z.object({
  course_id: recordId(STUDENT_MESSAGES.courseRequired),
  access_type: accessTypeSchema.default('standard'),
  duration_days: durationDays(0).default(LIMITS.defaultAccessDurationDays),
  csv: z.string().min(1, 'Fichier CSV vide').max(1_000_000, 'Fichier CSV trop volumineux (1 Mo au maximum)'),
})
/** What the row's access becomes: opened, or the student's access to this course prolonged (DESIGN §4 *enrol*). */
export const importAccessOutcome = z.enum(['granted', 'extended'])
export const importRowResult = z.object({
  line: z.number().int(),
  email: z.string(),
  status: z.enum(['created', 'existing', 'refused']),
  reason: z.string().nullable(),
  /** null on a refused row */
  access: importAccessOutcome.nullable(),
})
export const importOutput = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  refused: z.number().int(),
  rows: z.array(importRowResult),
})

/** The preview of one CSV line: what the import would do with it, nothing written. */
export const importPreviewRow = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** `new`: an account is created · `existing`: « déjà inscrit », only enrolled · `refused`: see `errors` */
  status: z.enum(['new', 'existing', 'refused']),
  errors: z.array(z.string()),
  /** what the access would become; null on a refused line */
  access: importAccessOutcome.nullable(),
})
export const importPreviewOutput = z.object({
  new: z.number().int(),
  existing: z.number().int(),
  refused: z.number().int(),
  rows: z.array(importPreviewRow),
})

/**
 * SPEC §7 `POST /api/admin/students/`: the invite form sends a `course_id`, the new-student
 * form a password. The error is the chosen form's first message, in French.
 */
export const studentPostInput = z.union([studentInviteInput, studentCreateInput], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined
    const input = issue.input
    const branch = input && typeof input === 'object' && 'course_id' in input ? 0 : 1
    return issue.errors[branch]?.[0]?.message ?? STUDENT_MESSAGES.nameRequired
  },
})
