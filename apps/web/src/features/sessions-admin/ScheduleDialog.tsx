import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { type SessionRequest, sessionRequestScheduleInput } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { CourseSelect, SessionFields } from './SessionFields.tsx'
import { applyServerErrors, draftOf, draftResolverSchema, type SessionDraft, scheduleInput, serverFieldErrors } from './session-form.ts'
import { SCHEDULE_ERROR, type Scheduled, useScheduleRequest } from './use-requests.ts'

interface ScheduleDialogProps {
  request: SessionRequest
  onClose: () => void
  /** the request as the server now has it (planned, tied to its student and session) */
  onScheduled: (request: SessionRequest) => void
}

/** The toast's detail: the invitation when an account was made, and the way to the new session. */
function ScheduledNote({ result }: { result: Scheduled }) {
  return (
    <span className="block space-y-1">
      {result.student_created ? <span className="block">Un compte a été créé pour {result.request.name} : une invitation lui a été envoyée par e-mail.</span> : null}
      <Link to="/admin/sessions" search={{ id: result.session.id }} className="font-semibold underline">
        Voir la séance
      </Link>
    </span>
  )
}

/**
 * « Planifier une séance solo »: the session's fields for the person who asked (their account is
 * found by e-mail, or made and invited); the course is optional.
 */
export function ScheduleDialog({ request, onClose, onScheduled }: ScheduleDialogProps) {
  const schema = draftResolverSchema((draft) => scheduleInput(request.id, draft), sessionRequestScheduleInput)
  const form = useForm<SessionDraft>({ resolver: zodResolver(schema), defaultValues: { ...draftOf(), kind: 'solo', title: `Séance ${request.subject} — ${request.name}` } })
  const schedule = useScheduleRequest((result) => {
    toast.success(result.message, { description: <ScheduledNote result={result} />, duration: 10_000 })
    onScheduled(result.request)
    onClose()
  })
  const onSubmit = form.handleSubmit((draft) => schedule.mutate(scheduleInput(request.id, draft), { onError: (error) => applyServerErrors(form, error) }))
  const fieldLevel = serverFieldErrors(schedule.error, form.getValues()).length > 0
  const formId = `schedule-request-${request.id}`
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title="Planifier une séance solo"
      description={`Pour ${request.name} (${request.email}). Sans compte à cet e-mail, un compte est créé et une invitation envoyée.`}
      footer={<FormDialogFooter formId={formId} submitLabel="Planifier la séance" pending={schedule.isPending} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {schedule.error && !fieldLevel ? <Alert tone="error">{errorText(schedule.error, SCHEDULE_ERROR)}</Alert> : null}
        {request.preferred_times ? (
          <Alert title="Disponibilités indiquées">
            <span className="whitespace-pre-line">{request.preferred_times}</span>
          </Alert>
        ) : null}
        <CourseSelect form={form} required={false} />
        <SessionFields form={form} />
      </form>
    </Dialog>
  )
}
