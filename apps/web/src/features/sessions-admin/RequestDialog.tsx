import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { SESSION_REQUEST_KIND_LABELS, SESSION_REQUEST_STATUS_LABELS, SESSION_REQUEST_STATUSES, type SessionRequest, sessionRequestUpdateInput } from '@tutorat/contracts'
import { CalendarPlus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { formatDateTime } from '../../lib/dates.ts'
import { errorText } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { RequestContact, RequestStatusBadge } from './request-columns.tsx'
import { UPDATE_ERROR, useUpdateRequest } from './use-requests.ts'

interface RequestDialogProps {
  request: SessionRequest
  onClose: () => void
  onUpdated: (request: SessionRequest) => void
  onSchedule: (request: SessionRequest) => void
}

const followUpSchema = sessionRequestUpdateInput.pick({ status: true, admin_note: true })
type FollowUp = z.input<typeof followUpSchema>

/** One request: who asked what and when they are free, how to reach them, and its follow-up. */
export function RequestDialog({ request, onClose, onUpdated, onSchedule }: RequestDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title={`Demande de ${request.name}`}
      description={<RequestStatusBadge request={request} />}
      footer={
        request.session_id === null ? (
          <Button variant="accent" onClick={() => onSchedule(request)}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Planifier une séance solo
          </Button>
        ) : (
          <Link to="/admin/sessions" search={{ id: request.session_id }} className={buttonClasses('secondary')}>
            Voir la séance planifiée
          </Link>
        )
      }
    >
      <div className="space-y-6">
        <RequestFacts request={request} />
        <FollowUpForm key={request.updated_at} request={request} onUpdated={onUpdated} />
      </div>
    </Dialog>
  )
}

function RequestFacts({ request }: { request: SessionRequest }) {
  const facts: [string, string][] = [
    ['Type', SESSION_REQUEST_KIND_LABELS[request.kind]],
    ['Reçue le', formatDateTime(request.created_at)],
    ['Établissement', request.school],
    ['Niveau', request.level],
    ['Matière', request.subject],
  ]
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-muted">{label}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted">Contact</dt>
        <dd className="mt-0.5">
          <RequestContact request={request} />
        </dd>
      </div>
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-xs font-medium text-muted">Disponibilités</dt>
        <dd className="mt-0.5 break-words whitespace-pre-line text-ink">{request.preferred_times || 'Non indiquées'}</dd>
      </div>
    </dl>
  )
}

/** Where the follow-up stands (status) and what was said (note, for the other admins). */
function FollowUpForm({ request, onUpdated }: { request: SessionRequest; onUpdated: (request: SessionRequest) => void }) {
  const form = useForm<FollowUp>({ resolver: zodResolver(followUpSchema), defaultValues: { status: request.status, admin_note: request.admin_note } })
  const field = fieldsOf(form)
  const update = useUpdateRequest(onUpdated)
  const onSubmit = form.handleSubmit((values) => update.mutate({ id: request.id, ...values }))
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="follow-up-title" className="space-y-4 rounded-control border border-line p-4">
      <h3 id="follow-up-title" className="font-bold text-brand-950">
        Suivi
      </h3>
      {update.error ? <Alert tone="error">{errorText(update.error, UPDATE_ERROR)}</Alert> : null}
      <Select label="Statut de la demande" {...field('status')}>
        <Options values={SESSION_REQUEST_STATUSES} label={(value) => SESSION_REQUEST_STATUS_LABELS[value]} />
      </Select>
      <Textarea label="Note interne" requirement="optional" rows={3} maxLength={2000} hint="Visible des administrateurs seulement : appel passé, créneau proposé…" {...field('admin_note')} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={update.isPending}>
          Enregistrer le suivi
        </Button>
      </div>
    </form>
  )
}
