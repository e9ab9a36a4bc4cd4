import { zodResolver } from '@hookform/resolvers/zod'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { ACCESS_MESSAGES, accessUpdateInput, TIMINGS } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { RecordLoader } from '../../ui/RecordLoader.tsx'
import { expiryLabel } from './access-types.ts'
import { AccessTermsFields } from './AccessTermsFields.tsx'
import { BackToAccesses } from './BackLink.tsx'

const route = getRouteApi('/admin/accesses/$id/edit')

type AccessData = RouterOutputs['accesses']['get']
const editSchema = accessUpdateInput.omit({ id: true }).required()
type EditValues = z.input<typeof editSchema>

export function EditAccessPage() {
  useDocumentTitle('Modifier un accès')
  const { id } = route.useParams()
  const access = trpc.accesses.get.useQuery({ id: Number(id) })

  return (
    <div className="max-w-3xl">
      <PageHeader eyebrow={<BackToAccesses />} title="Modifier l’accès" />
      <div className="mt-6">
        <RecordLoader query={access} notFound={ACCESS_MESSAGES.notFound} loadError={ACCESS_MESSAGES.loadError} back={<BackToAccesses />}>
          {(data) => <EditAccessForm access={data} />}
        </RecordLoader>
      </div>
    </div>
  )
}

function EditAccessForm({ access }: { access: AccessData }) {
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const [saved, setSaved] = useState(false)
  const update = trpc.accesses.update.useMutation({
    onSuccess: (answer) => {
      utils.accesses.get.setData({ id: answer.id }, answer)
      void utils.accesses.list.invalidate()
      setSaved(true)
    },
  })
  const form = useForm<EditValues, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: { access_type: access.access_type, duration_days: access.duration_days, is_active: access.is_active, modules: access.modules },
  })
  const { errors, dirtyFields } = form.formState
  const accessType = useWatch({ control: form.control, name: 'access_type' })
  const expiry = expiryLabel(access.expires_at)

  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => void navigate({ to: '/admin/accesses' }), TIMINGS.shortRedirectDelayMs)
    return () => clearTimeout(timer)
  }, [saved, navigate])

  // Only what changed is sent: an untouched duration keeps the current expiry date.
  const onSubmit = form.handleSubmit((values) => {
    update.mutate({
      id: access.id,
      ...(dirtyFields.access_type ? { access_type: values.access_type } : {}),
      ...(dirtyFields.duration_days ? { duration_days: values.duration_days } : {}),
      ...(dirtyFields.is_active ? { is_active: values.is_active } : {}),
      ...(dirtyFields.modules ? { modules: values.modules } : {}),
    })
  })

  if (saved) {
    return (
      <Card className="p-5 sm:p-6">
        <Alert tone="success" title={ACCESS_MESSAGES.updated}>
          Retour à la liste des accès…
        </Alert>
      </Card>
    )
  }

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {update.error ? (
          <Alert tone="error">{errorStatus(update.error) === 404 ? ACCESS_MESSAGES.notFound : serverMessage(update.error, ACCESS_MESSAGES.genericError)}</Alert>
        ) : null}
        {/* DESIGN §6: the student and the course of an access never change. */}
        <dl className="grid gap-4 rounded-control bg-slate-50 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Étudiant</dt>
            <dd className="font-semibold text-ink">{access.student_name}</dd>
            <dd className="break-all text-muted">{access.student_email}</dd>
          </div>
          <div>
            <dt className="text-muted">Cours</dt>
            <dd className="font-semibold text-ink">{access.course_title}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted">Expiration actuelle</dt>
            <dd className="flex items-center gap-2">
              {expiry.text}
              {expiry.expired ? <Badge tone="danger">Expiré</Badge> : null}
            </dd>
          </div>
        </dl>
        <AccessTermsFields
          fields={{ access_type: form.register('access_type'), duration_days: form.register('duration_days'), is_active: form.register('is_active') }}
          errors={{ access_type: errors.access_type?.message, duration_days: errors.duration_days?.message }}
          minDays={0}
          durationHint="0 = illimité. Une nouvelle durée compte à partir d’aujourd’hui."
          partial={accessType === 'partial'}
          courseId={access.course_id}
          control={form.control}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Enregistrer
          </Button>
        </div>
      </form>
    </Card>
  )
}
