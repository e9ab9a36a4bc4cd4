import { z } from 'zod'
import { idParam, pagination } from './common.ts'
import { EXAM_RULES } from './exam-rules.ts'
import { checkQuestion, questionFields, questionSchema } from './exams.ts'
import { tooLong } from './messages.ts'

// DESIGN §19: the question bank. An admin keeps their own questions (a super admin sees every
// one), tagged by topic, difficulty 1–5, concours and year; exam sections choose or draw from it.


export const BANK_MESSAGES = {
  notFound: 'Question introuvable.',
  created: 'Question ajoutée à la banque.',
  updated: 'Question enregistrée.',
  deleted: 'Question retirée de la banque.',
  tagged: (count: number) => `${count} question${count > 1 ? 's' : ''} étiquetée${count > 1 ? 's' : ''}.`,
  imported: (count: number) => `${count} question${count > 1 ? 's' : ''} importée${count > 1 ? 's' : ''} dans la banque.`,
  difficultyInvalid: 'La difficulté va de 1 à 5.',
  yearInvalid: 'L’année doit être comprise entre 1950 et 2100.',
  importEmpty: 'Le texte à importer est vide.',
  importTooLarge: 'Le texte est trop long (500 000 caractères au plus).',
  importInvalid: (count: number) => `Le fichier compte ${count} erreur${count > 1 ? 's' : ''} : rien n’est enregistré.`.replace(' :', '\u00a0:'),
  bulkEmpty: 'Choisissez au moins une question.',
  bulkTooMany: 'Étiquetez au plus 500 questions à la fois.',
  exportFormat: 'Format d’export inconnu (gift ou qti).',
} as const

const emptyToNull = (value: unknown) => (value === '' ? null : value)
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const tag = (label: string) => z.preprocess(emptyToNull, z.string().trim().max(100, tooLong(label, 100)).nullable())
const difficulty = z.preprocess(emptyToNull, z.coerce.number({ error: BANK_MESSAGES.difficultyInvalid }).int(BANK_MESSAGES.difficultyInvalid).min(1, BANK_MESSAGES.difficultyInvalid).max(5, BANK_MESSAGES.difficultyInvalid).nullable())
const year = z.preprocess(emptyToNull, z.coerce.number({ error: BANK_MESSAGES.yearInvalid }).int(BANK_MESSAGES.yearInvalid).min(1950, BANK_MESSAGES.yearInvalid).max(2100, BANK_MESSAGES.yearInvalid).nullable())

export const bankTagFields = {
  topic: tag('Le thème').default(null),
  difficulty: difficulty.default(null),
  concours: tag('Le concours').default(null),
  year: year.default(null),
}
const { id: _id, ...bankFields } = questionFields
export const bankQuestionInput = z.object({ ...bankFields, ...bankTagFields }).superRefine(checkQuestion)
export type BankQuestionInput = z.output<typeof bankQuestionInput>
export const bankUpdateInput = z.object({ id: idParam, ...bankFields, ...bankTagFields }).superRefine(checkQuestion)

export const bankQuestionSchema = questionSchema.extend({
  topic: z.string().nullable(),
  difficulty: z.number().int().nullable(),
  concours: z.string().nullable(),
  year: z.number().int().nullable(),
  weights: z.array(z.number()).nullable(),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type BankQuestion = z.infer<typeof bankQuestionSchema>

/** The list kit's filters (DESIGN §19): by tag, or `q` in the statement. */
export const bankListInput = pagination.extend({
  topic: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  difficulty: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  concours: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  year: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1950).max(2100).optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200, tooLong('La recherche', 200)).optional()),
})
export const bankListOutput = z.object({
  items: z.array(bankQuestionSchema),
  total: z.number().int(),
  /** every topic of the bank the admin sees, for the filter */
  topics: z.array(z.string()),
})
export const bankMessageOutput = z.object({ message: z.string(), question: bankQuestionSchema })

/** Sets the given tags on many questions at once: an absent tag is kept, null clears it. */
export const bankBulkTagInput = z.object({
  ids: z.array(idParam).min(1, BANK_MESSAGES.bulkEmpty).max(EXAM_RULES.bulkTagMax, BANK_MESSAGES.bulkTooMany),
  topic: tag('Le thème').optional(),
  difficulty: difficulty.optional(),
  concours: tag('Le concours').optional(),
  year: year.optional(),
})
export const bankBulkTagOutput = z.object({ message: z.string(), updated: z.number().int() })

export const IMPORT_FORMATS = ['gift', 'aiken', 'csv'] as const
export const bankImportInput = z.object({
  format: z.enum(IMPORT_FORMATS, { error: 'Format inconnu (gift, aiken ou csv).' }),
  text: z.string({ error: BANK_MESSAGES.importEmpty }).max(EXAM_RULES.importMaxChars, BANK_MESSAGES.importTooLarge),
  /** true: the questions are saved into the bank (all or none); false: only read */
  save: z.boolean().default(false),
})
export const importErrorSchema = z.object({ line: z.number().int(), message: z.string() })
/** A file with any wrong question: every error with its line, nothing saved. */
export const bankImportOutput = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), questions: z.array(bankQuestionInput), saved: z.number().int(), message: z.string() }),
  z.object({ ok: z.literal(false), errors: z.array(importErrorSchema), message: z.string() }),
])
export type BankImportOutput = z.infer<typeof bankImportOutput>

export const EXPORT_FORMATS = ['gift', 'qti'] as const
export const examExportInput = z.object({ id: idParam, format: z.enum(EXPORT_FORMATS, { error: BANK_MESSAGES.exportFormat }) })
/** The file: GIFT as UTF-8 text, QTI as a zip in base64 (the REST shim sends the bytes). */
export const examExportOutput = z.object({ filename: z.string(), content_type: z.string(), encoding: z.enum(['utf8', 'base64']), content: z.string() })
