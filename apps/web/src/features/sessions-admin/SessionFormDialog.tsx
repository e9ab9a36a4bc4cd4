import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminLiveSession, SESSION_KIND_LABELS, SESSION_KINDS, sessionUpdateInput } from '@tutorat/contracts'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { sessionAudience } from './SessionBadges.tsx'
import { CourseSelect, SessionFields } from './SessionFields.tsx'
import { applyServerErrors, createDraftSchema, createInput, draftOf, draftResolverSchema, type SessionDraft, serverFieldErrors, updateInput } from './session-form.ts'
import { StudentPicker } from './StudentPicker.tsx'
import { SAVE_ERROR, useCreateSession, useUpdateSession } from './use-sessions.ts'

interface SessionFormDialogProps {
  /** absent: a new session */
  session?: AdminLiveSession | undefined
  onClose: () => void
}

/**
 * Create or edit a session (mounted per opening: nothing left from the last one). The kind and
 * the people are set at creation; afterwards a change of time or link tells the students.
 */
export function SessionFormDialog({ session, onClose }: SessionFormDialogProps) {
  const schema = session ? draftResolverSchema((draft) => updateInput(session, draft), sessionUpdateInput) : createDraftSchema
  const form = useForm<SessionDraft>({ resolver: zodResolver(schema), defaultValues: draftOf(session) })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const options = { onError: (error: unknown) => applyServerErrors(form, error) }
  const create = useCreateSession(onClose)
  const update = useUpdateSession(onClose)
  const save = session ? update : create
  const onSubmit = form.handleSubmit((draft) => (session ? update.mutate(updateInput(session, draft), options) : create.mutate(createInput(draft), options)))
  // a refusal about one field is shown under it, not in the form's alert too
  const fieldLevel = serverFieldErrors(save.error, form.getValues()).length > 0
  const formId = session ? `session-form-${session.id}` : 'session-form-new'

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={session ? 'Modifier la séance' : 'Nouvelle séance live'}
      description={session ? `${SESSION_KIND_LABELS[session.kind]} · ${sessionAudience(session)}` : 'Les étudiants concernés sont prévenus et la voient dans leur espace.'}
      footer={<FormDialogFooter formId={formId} submitLabel={session ? 'Enregistrer' : 'Planifier la séance'} pending={save.isPending} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {save.error && !fieldLevel ? <Alert tone="error">{errorText(save.error, SAVE_ERROR)}</Alert> : null}
        {session ? null : (
          <>
            <KindChoice form={form} />
            {kind === 'solo' ? <SoloStudent form={form} /> : null}
            <CourseSelect form={form} required={kind === 'groupe'} />
          </>
        )}
        <SessionFields form={form} />
      </form>
    </Dialog>
  )
}

function KindChoice({ form }: { form: UseFormReturn<SessionDraft> }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Type de séance</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SESSION_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-line p-3 has-checked:border-brand-500 has-checked:bg-brand-50">
            <input type="radio" value={kind} className="mt-0.5 size-5 shrink-0 accent-brand-800" {...form.register('kind')} />
            <span className="text-sm">
              <span className="block font-semibold text-ink">{SESSION_KIND_LABELS[kind]}</span>
              <span className="block text-muted">{kind === 'groupe' ? 'Les étudiants d’un cours.' : 'Un seul étudiant, choisi ci-dessous.'}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function SoloStudent({ form }: { form: UseFormReturn<SessionDraft> }) {
  const studentId = useWatch({ control: form.control, name: 'student_id' })
  return (
    <StudentPicker
      value={studentId}
      error={form.getFieldState('student_id', form.formState).error?.message}
      onChange={(id) => form.setValue('student_id', id, { shouldValidate: form.formState.isSubmitted })}
    />
  )
}
