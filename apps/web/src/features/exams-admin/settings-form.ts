import { type AdminExam, examCreateInput, type examUpdateInput, REVIEW_POLICIES } from '@tutorat/contracts'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { serverIssues } from './server-issues.ts'

// An exam's settings as the inputs hold them (strings, a single « Ouvert à » choice); the
// contracts check what they become, each issue put back under the input it is about.

/** « Ouvert à »: a public concours blanc, one of the admin's courses (its id), or nobody yet. */
export const PUBLIC_AUDIENCE = 'public'

export const settingsDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  audience: z.string(),
  time_limit_minutes: z.string(),
  opens_at_local: z.string(),
  closes_at_local: z.string(),
  max_attempts: z.string(),
  penalty: z.string(),
  review_policy: z.enum(REVIEW_POLICIES),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
})
export type SettingsDraft = z.infer<typeof settingsDraftSchema>
type DraftField = FieldPath<SettingsDraft>

export function settingsDraftOf(exam?: AdminExam): SettingsDraft {
  return {
    title: exam?.title ?? '',
    description: exam?.description ?? '',
    audience: exam?.is_public ? PUBLIC_AUDIENCE : exam?.course_id ? String(exam.course_id) : '',
    time_limit_minutes: String(exam?.time_limit_minutes ?? 30),
    opens_at_local: exam?.opens_at_local ?? '',
    closes_at_local: exam?.closes_at_local ?? '',
    max_attempts: String(exam?.max_attempts ?? 1),
    penalty: String(exam?.penalty ?? 0).replace('.', ','),
    review_policy: exam?.review_policy ?? 'after_submission',
    shuffle_questions: exam?.shuffle_questions ?? false,
    shuffle_options: exam?.shuffle_options ?? false,
  }
}

/** `0,5` as typed on a French keyboard; an empty box is no number (the contract says which). */
export const decimalOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')))

/** The settings as `exams.create` takes them: the window exactly as typed (Casablanca), empty = no bound. */
export function createInput(draft: SettingsDraft): z.input<typeof examCreateInput> {
  const isPublic = draft.audience === PUBLIC_AUDIENCE
  return {
    title: draft.title,
    description: draft.description,
    course_id: isPublic || draft.audience === '' ? null : Number(draft.audience),
    is_public: isPublic,
    time_limit_minutes: decimalOf(draft.time_limit_minutes),
    opens_at_local: draft.opens_at_local || null,
    closes_at_local: draft.closes_at_local || null,
    max_attempts: decimalOf(draft.max_attempts),
    penalty: decimalOf(draft.penalty),
    review_policy: draft.review_policy,
    shuffle_questions: draft.shuffle_questions,
    shuffle_options: draft.shuffle_options,
  }
}

/** Every setting again (the server checks the merged exam); publishing has its own switch. */
export const updateInput = (id: number, draft: SettingsDraft): z.input<typeof examUpdateInput> => ({ id, ...createInput(draft) })

/** The input an issue's key is typed in (the course and « public » share one choice). */
function draftField(key: string | undefined): DraftField | undefined {
  if (key === 'course_id' || key === 'is_public') return 'audience'
  return key !== undefined && key in settingsDraftSchema.shape ? (key as DraftField) : undefined
}

/**
 * The draft checked by the creation's contract, which also holds the rules an edit meets (the
 * window's order, a course or « public »: an edit sends every setting); each issue under its input.
 */
export const settingsSchema = settingsDraftSchema.superRefine((draft, ctx) => {
  for (const { path, message } of examCreateInput.safeParse(createInput(draft)).error?.issues ?? []) {
    const field = draftField(typeof path[0] === 'string' ? path[0] : undefined)
    if (field) ctx.addIssue({ code: 'custom', path: [field], message })
  }
})

/** The server's refusals that name an input of this form. */
export function settingsFieldErrors(error: unknown): { field: DraftField; message: string }[] {
  return serverIssues(error).flatMap(({ path, message }) => {
    const field = draftField(path[0])
    return field ? [{ field, message }] : []
  })
}

/** Puts those refusals under their inputs, the focus on the first; the others stay in the form's alert. */
export function applySettingsErrors(form: Pick<UseFormReturn<SettingsDraft>, 'setError'>, error: unknown) {
  settingsFieldErrors(error).forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }))
}
