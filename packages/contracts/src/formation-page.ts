import { z } from 'zod'
import { recordId } from './common.ts'
import { tooLong } from './messages.ts'

// DESIGN §18 « Formation page » and « The contract »: what a formation says about itself. The lists
// travel as JSON text in the admin's form-data (SPEC §7), as JSON arrays in tRPC calls.

export const FORMATION_MESSAGES = {
  teachersInvalid: 'La liste des enseignants est illisible : une liste JSON de {name, bio, photo_url} est attendue.',
  faqInvalid: 'La FAQ est illisible : une liste JSON de {question, answer} est attendue.',
  instalmentsInvalid: 'Les échéances sont illisibles : une liste JSON de montants en dirhams est attendue.',
  teachersTooMany: '10 enseignants au maximum',
  faqTooMany: '20 questions au maximum dans la FAQ',
  teacherNameRequired: 'Indiquez le nom de chaque enseignant',
  faqQuestionRequired: 'Chaque question de la FAQ doit avoir un intitulé',
  faqAnswerRequired: 'Chaque question de la FAQ doit avoir une réponse',
  photoUrlInvalid: 'La photo doit être une adresse https:// ou une image envoyée sur le site',
  instalmentsCount: 'Un paiement en plusieurs fois compte de 2 à 4 échéances',
  instalmentAmount: 'Chaque échéance doit être un nombre entier de dirhams supérieur à 0',
  instalmentsNeedAmount: 'Le paiement en plusieurs fois demande un montant de vente en ligne',
  capacityInvalid: 'Le nombre de places doit être un nombre entier entre 1 et 100 000',
  startsOnInvalid: 'Date de début invalide (AAAA-MM-JJ)',
  previewVideoInvalid: 'Vidéo d’aperçu invalide',
  previewVideoUnknown: 'Cette vidéo n’existe pas (ou plus) : choisissez-en une autre',
  previewVideoNotFree: 'La vidéo d’aperçu doit être une vidéo gratuite (cochez « Gratuite » sur la vidéo)',
  previewNotFound: 'Aucune vidéo d’aperçu pour cette formation.',
  photoMissing: 'Choisissez une photo',
} as const
const M = FORMATION_MESSAGES

export const instalmentsSumMismatch = (sum: number, amount: number) =>
  `La somme des échéances (${sum.toLocaleString('fr-FR')} DH) doit être égale au montant de la formation (${amount.toLocaleString('fr-FR')} DH)`

export const FORMATION_LIMITS = { teachers: 10, faq: 20, instalmentsMin: 2, instalmentsMax: 4, programme: 20_000, capacityMax: 100_000 } as const

/**
 * A list sent as JSON text (form-data) or as an array (tRPC): '' is the empty list, text that is not
 * JSON is `invalid`, never a 500 nor an English parser message.
 */
export function jsonList<T extends z.ZodType>(item: T, invalid: string, max: number, tooMany: string) {
  return z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value
      if (value.trim() === '') return []
      try {
        return JSON.parse(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: invalid, input: value })
        return z.NEVER
      }
    },
    z.array(item, { error: invalid }).max(max, tooMany),
  )
}

/** An https address, or an image stored by this site (teacher photos go through the image pipeline). */
export const photoUrl = z
  .string({ error: M.photoUrlInvalid })
  .trim()
  .max(2000, tooLong('L’adresse de la photo', 2000))
  .refine((value) => /^\/uploads\/teachers\/[\w.-]+$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value), M.photoUrlInvalid)

const optionalLongText = (label: string, max: number) => z.string({ error: M.teachersInvalid }).trim().max(max, tooLong(label, max)).default('')

export const teacherSchema = z.object(
  {
    name: z.string({ error: M.teacherNameRequired }).trim().min(1, M.teacherNameRequired).max(120, tooLong('Le nom de l’enseignant', 120)),
    bio: optionalLongText('La présentation de l’enseignant', 600),
    photo_url: z.preprocess((value) => (value === '' ? null : value), photoUrl.nullable()).default(null),
  },
  { error: M.teachersInvalid },
)
export type Teacher = z.infer<typeof teacherSchema>

export const faqItemSchema = z.object(
  {
    question: z.string({ error: M.faqQuestionRequired }).trim().min(1, M.faqQuestionRequired).max(300, tooLong('La question', 300)),
    answer: z.string({ error: M.faqAnswerRequired }).trim().min(1, M.faqAnswerRequired).max(2000, tooLong('La réponse', 2000)),
  },
  { error: M.faqInvalid },
)
export type FaqItem = z.infer<typeof faqItemSchema>

/** One part: its amount in whole dirhams ({amount_mad} is read too, for scripts that send the parts as objects). */
const instalmentPart = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && 'amount_mad' in value ? value.amount_mad : value),
  z.number({ error: M.instalmentAmount }).int(M.instalmentAmount).min(1, M.instalmentAmount).max(1_000_000, M.instalmentAmount),
)

/** The parts' `amount_mad`, one every 30 days; [] = no plan; else 2–4 parts (their sum is checked against the amount). */
export const instalmentsSchema = jsonList(instalmentPart, M.instalmentsInvalid, FORMATION_LIMITS.instalmentsMax, M.instalmentsCount).refine(
  (parts) => parts.length === 0 || parts.length >= FORMATION_LIMITS.instalmentsMin,
  M.instalmentsCount,
)

/** Why a plan cannot go with this amount (the formation's online amount), or nothing when it can. */
export function instalmentsProblem(parts: readonly number[], amount: number | null | undefined): string | undefined {
  if (parts.length === 0) return undefined
  if (amount == null) return M.instalmentsNeedAmount
  const sum = parts.reduce((total, part) => total + part, 0)
  return sum === amount ? undefined : instalmentsSumMismatch(sum, amount)
}

/** form-data sends '' for an empty field: that is « no value » (null). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** The formation page's fields, as the admin sends them; each may be omitted on update (unchanged). */
export const formationPageFields = {
  programme: z.string().trim().max(FORMATION_LIMITS.programme, tooLong('Le programme', FORMATION_LIMITS.programme)).optional(),
  starts_on: z.preprocess(blankToNull, z.iso.date({ error: M.startsOnInvalid }).nullable()).optional(),
  schedule: z.string().trim().max(500, tooLong('Les horaires', 500)).optional(),
  teachers: jsonList(teacherSchema, M.teachersInvalid, FORMATION_LIMITS.teachers, M.teachersTooMany).optional(),
  faq: jsonList(faqItemSchema, M.faqInvalid, FORMATION_LIMITS.faq, M.faqTooMany).optional(),
  capacity: z
    .preprocess(blankToNull, z.coerce.number({ error: M.capacityInvalid }).int(M.capacityInvalid).min(1, M.capacityInvalid).max(FORMATION_LIMITS.capacityMax, M.capacityInvalid).nullable())
    .optional(),
  instalments: instalmentsSchema.optional(),
  preview_video_id: z.preprocess(blankToNull, recordId(M.previewVideoInvalid).nullable()).optional(),
}

/** What every visitor reads on the formation page. */
export const formationPageSchema = z.object({
  programme: z.string(),
  starts_on: z.string().nullable(),
  schedule: z.string(),
  teachers: z.array(z.object({ name: z.string(), bio: z.string(), photo_url: z.string().nullable() })),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  capacity: z.number().int().nullable(),
  /** « N places restantes »: capacity less the open and validated requests; null = unlimited; never negative */
  seats_left: z.number().int().nullable(),
  instalments: z.array(z.number().int()),
  /** the free video a visitor may watch (its address comes from `announcements.preview`) */
  preview_video: z.object({ title: z.string(), source: z.enum(['drive', 'file']) }).nullable(),
})
export type FormationPage = z.infer<typeof formationPageSchema>

/** The preview's address: a Drive frame, or a hosted file's signed stream (a few minutes). */
export const formationPreviewSchema = z.object({
  title: z.string(),
  embed_url: z.string().nullable(),
  stream_url: z.string().nullable(),
  stream_expires_at: z.string().nullable(),
})
export type FormationPreview = z.infer<typeof formationPreviewSchema>

export const teacherPhotoOutput = z.object({ photo_url: z.string() })

/** « 5 janvier 2027 »: a calendar day, the same wherever it is read (no time zone shift). */
export const startDateText = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
