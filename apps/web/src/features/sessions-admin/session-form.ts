import { type AdminLiveSession, SESSION_KINDS, SESSION_MESSAGES, sessionCreateInput, sessionRequestScheduleInput, sessionUpdateInput } from '@tutorat/contracts'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { isTrpcError } from '../../lib/trpc.ts'

// The session form (create, edit, and a request's solo session) as the inputs hold it: strings,
// and a duration picked from a list or typed. The contracts check what it becomes.

export const DURATION_CHOICES = [30, 45, 60, 90, 120] as const
export const OTHER_DURATION = 'autre'
const DEFAULT_DURATION = '60'

export const sessionDraftSchema = z.object({
  kind: z.enum(SESSION_KINDS),
  course_id: z.string(),
  student_id: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at_local: z.string(),
  duration: z.string(),
  custom_duration: z.string(),
  meet_url: z.string(),
  is_free: z.boolean(),
})
export type SessionDraft = z.infer<typeof sessionDraftSchema>
type DraftField = FieldPath<SessionDraft>

const isChoice = (minutes: number) => (DURATION_CHOICES as readonly number[]).includes(minutes)

export function draftOf(session?: AdminLiveSession): SessionDraft {
  const minutes = session?.duration_minutes
  return {
    kind: session?.kind ?? 'groupe',
    course_id: session?.course_id ? String(session.course_id) : '',
    student_id: session?.student_id ? String(session.student_id) : '',
    title: session?.title ?? '',
    description: session?.description ?? '',
    starts_at_local: session?.starts_at_local ?? '',
    duration: minutes === undefined ? DEFAULT_DURATION : isChoice(minutes) ? String(minutes) : OTHER_DURATION,
    custom_duration: minutes === undefined || isChoice(minutes) ? '' : String(minutes),
    meet_url: session?.meet_url ?? '',
    is_free: session?.is_free ?? false,
  }
}

const idOrNull = (value: string) => (value ? Number(value) : null)

/** What every kind of form sends: the start exactly as typed (a Casablanca wall clock). */
function commonInput(draft: SessionDraft) {
  const { title, description, starts_at_local, meet_url, is_free } = draft
  return { title, description, starts_at_local, duration_minutes: Number(draft.duration === OTHER_DURATION ? draft.custom_duration : draft.duration), meet_url, is_free }
}

export function createInput(draft: SessionDraft): z.input<typeof sessionCreateInput> {
  const solo = draft.kind === 'solo'
  return { kind: draft.kind, course_id: idOrNull(draft.course_id), student_id: solo ? idOrNull(draft.student_id) : null, ...commonInput(draft) }
}

export const scheduleInput = (id: number, draft: SessionDraft): z.input<typeof sessionRequestScheduleInput> => ({ id, course_id: idOrNull(draft.course_id), ...commonInput(draft) })

/**
 * An edit sends the fields, but the start only when it moved: a session under way keeps its
 * (past) start, which the server would refuse as a new one.
 */
export function updateInput(session: AdminLiveSession, draft: SessionDraft): z.input<typeof sessionUpdateInput> {
  const { starts_at_local, ...rest } = commonInput(draft)
  return { id: session.id, ...rest, ...(starts_at_local === session.starts_at_local ? {} : { starts_at_local }) }
}

/** The form field an input's key is typed in (the duration: the list, or the custom box). */
function draftField(key: unknown, draft: SessionDraft): DraftField | undefined {
  if (key === 'duration_minutes') return draft.duration === OTHER_DURATION ? 'custom_duration' : 'duration'
  return typeof key === 'string' && key in sessionDraftSchema.shape && key !== 'kind' ? (key as DraftField) : undefined
}

type Schema = z.ZodType<unknown, unknown>

/** The draft checked by the contract its call uses, each issue under the field it is about. */
export function draftResolverSchema(toInput: (draft: SessionDraft) => unknown, contract: Schema) {
  return sessionDraftSchema.superRefine((draft, ctx) => {
    for (const { path, message } of contract.safeParse(toInput(draft)).error?.issues ?? []) {
      // an issue on no field of the form (the id) is left to the server's answer, in the form's alert
      const field = draftField(path[0], draft)
      if (field) ctx.addIssue({ code: 'custom', path: [field], message })
    }
  })
}

/**
 * The contract asks for the course or the student only once every other field passes: the new
 * session's form says it with the rest.
 */
export const createDraftSchema = draftResolverSchema(createInput, sessionCreateInput).superRefine((draft, ctx) => {
  if (draft.kind === 'groupe' && !draft.course_id) ctx.addIssue({ code: 'custom', path: ['course_id'], message: SESSION_MESSAGES.courseRequired })
  if (draft.kind === 'solo' && !draft.student_id) ctx.addIssue({ code: 'custom', path: ['student_id'], message: SESSION_MESSAGES.studentRequired })
})

/** The refusals the server named after a field (`errors[].path`), each with the form field it is about. */
export function serverFieldErrors(error: unknown, draft: SessionDraft): { field: DraftField; message: string }[] {
  if (!isTrpcError(error)) return []
  return (error.data?.errors ?? []).flatMap(({ path, message }) => {
    const field = draftField(path[0], draft)
    return field ? [{ field, message }] : []
  })
}

/** Puts those refusals under their fields, the focus on the first; the others stay in the form's alert. */
export function applyServerErrors(form: Pick<UseFormReturn<SessionDraft>, 'getValues' | 'setError'>, error: unknown) {
  serverFieldErrors(error, form.getValues()).forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }))
}
