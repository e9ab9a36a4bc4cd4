import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { type AdminLiveSession, recordingInput, SESSION_MESSAGES, SESSION_RULES } from '@tutorat/contracts'
import { Video } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorText } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { UrlField } from '../../ui/UrlField.tsx'
import { serverField } from '../student-space/server-field.ts'
import { casablancaClock } from './format.ts'
import { recordingState } from './session-state.ts'
import { RECORDING_ERROR, useSaveRecording } from './use-sessions.ts'

const linkSchema = recordingInput.pick({ drive_url: true })
type LinkInput = z.input<typeof linkSchema>

/** After the session, its Drive recording becomes a video of the course (and the students are told). */
export function RecordingSection({ session }: { session: AdminLiveSession }) {
  const state = recordingState(session)
  if (state === 'cancelled') return null
  return (
    <section aria-labelledby="recording-title" className="space-y-3">
      <h3 id="recording-title" className="font-bold text-brand-950">
        Enregistrement
      </h3>
      {state === 'later' ? (
        <p className="text-sm text-muted">Le lien de l’enregistrement s’ajoute ici une fois la séance terminée (à {casablancaClock(session.ends_at)}, heure de Casablanca).</p>
      ) : state === 'no-course' ? (
        <p className="text-sm text-muted">{SESSION_MESSAGES.recordingNeedsCourse}</p>
      ) : (
        <>
          {state === 'added' && session.course_id ? <RecordingAdded courseId={session.course_id} /> : null}
          <RecordingForm session={session} replacing={state === 'added'} />
        </>
      )}
    </section>
  )
}

function RecordingAdded({ courseId }: { courseId: number }) {
  return (
    <Alert tone="success" title="Enregistrement ajouté">
      Il est dans le module « {SESSION_RULES.recordingsModule} » du cours.{' '}
      <Link to="/admin/courses/$courseId/videos" params={{ courseId }} className="inline-flex items-center gap-1 font-semibold underline">
        <Video className="size-4" aria-hidden="true" />
        Voir les vidéos du cours
      </Link>
    </Alert>
  )
}

function RecordingForm({ session, replacing }: { session: AdminLiveSession; replacing: boolean }) {
  const form = useForm<LinkInput>({ resolver: zodResolver(linkSchema), defaultValues: { drive_url: '' } })
  const field = fieldsOf(form)
  const save = useSaveRecording(() => form.reset({ drive_url: '' }))
  const onSubmit = form.handleSubmit(({ drive_url }) =>
    save.mutate(
      { id: session.id, drive_url },
      {
        onError: (error) => {
          const named = serverField(error, ['drive_url'] as const)
          if (named) form.setError(named.field, { message: named.message }, { shouldFocus: true })
        },
      },
    ),
  )
  const failure = save.error && !serverField(save.error, ['drive_url'] as const) ? errorText(save.error, RECORDING_ERROR) : undefined
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <UrlField
        label={replacing ? 'Nouveau lien Google Drive de l’enregistrement' : 'Lien Google Drive de l’enregistrement'}
        requirement="required"
        placeholder="https://drive.google.com/file/d/…"
        hint="Le lien de partage du fichier vidéo sur Google Drive. Il devient une vidéo du cours, aux mêmes règles d’accès ; les étudiants sont prévenus."
        {...field('drive_url')}
      />
      <div className="flex justify-end">
        <Button type="submit" variant={replacing ? 'secondary' : 'primary'} loading={save.isPending}>
          {replacing ? 'Remplacer l’enregistrement' : 'Ajouter l’enregistrement'}
        </Button>
      </div>
    </form>
  )
}
