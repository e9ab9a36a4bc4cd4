import { useQuery } from '@tanstack/react-query'
import { VIDEO_UPLOAD } from '@tutorat/contracts'
import { FileVideo, Pause, Play, Upload, X } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { formatClock } from '../../lib/media-time.ts'
import { usePreviewUrl } from '../../lib/use-preview-url.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { FileButton } from '../../ui/FileButton.tsx'
import { Card } from '../../ui/Card.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { formatFileSize } from '../recruitment/cv-check.ts'
import { fetchUploadLimit, unfinishedUploads } from './tus-upload.ts'
import { titleFromFileName, videoFileProblem } from './upload-rules.ts'
import { ModuleField } from './ModuleField.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { useVideoUpload } from './use-video-upload.ts'
import { probeVideo, type VideoFacts } from './video-probe.ts'

const TITLE_REQUIRED = 'Donnez un titre à la vidéo.'
const FILE_REQUIRED = 'Choisissez le fichier de la vidéo.'

interface VideoUploadCardProps {
  courseId: number
  modules: readonly string[]
  onClose: () => void
}

/** « Téléverser une vidéo »: a file of the admin's computer or phone becomes a hosted video of this course (DESIGN §17). */
export function VideoUploadCard({ courseId, modules, onClose }: VideoUploadCardProps) {
  const headingId = useId()
  const upload = useVideoUpload(courseId)
  const busy = upload.state.kind !== 'idle'
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="text-lg font-bold text-brand-950">
              Téléverser une vidéo
            </h3>
            <p className="text-sm text-muted">MP4 (H.264/AAC) ou WebM. Le téléversement reprend là où il s’est arrêté si la connexion coupe.</p>
          </div>
          {busy ? null : (
            <Button variant="ghost" size="icon" onClick={onClose} aria-label="Fermer le téléversement">
              <X className="size-5" aria-hidden="true" />
            </Button>
          )}
        </div>
        {busy ? <UploadStatus upload={upload} /> : <UploadForm courseId={courseId} modules={modules} onStart={upload.start} />}
      </section>
    </Card>
  )
}

function UploadStatus({ upload }: { upload: ReturnType<typeof useVideoUpload> }) {
  const { state } = upload
  if (state.kind === 'idle') return null
  if (state.kind === 'finishing') return <Spinner label="Finalisation de la vidéo…" />
  const status = state.kind === 'failed' ? 'failed' : state.paused ? 'paused' : 'sending'
  return (
    <div className="space-y-3">
      {state.kind === 'sending' && state.resumed ? <Alert tone="info">Reprise du téléversement là où il s’était arrêté.</Alert> : null}
      {state.kind === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      <UploadProgress
        label="Téléversement de la vidéo"
        sent={state.sent}
        total={state.total}
        secondsLeft={state.kind === 'sending' ? state.secondsLeft : undefined}
        status={status}
      />
      <div className="flex flex-wrap gap-2">
        {status === 'sending' ? (
          <Button variant="secondary" onClick={upload.pause}>
            <Pause className="size-4" aria-hidden="true" />
            Mettre en pause
          </Button>
        ) : state.kind === 'failed' && !state.retryable ? null : (
          <Button onClick={upload.resume}>
            <Play className="size-4" aria-hidden="true" />
            Reprendre
          </Button>
        )}
        <Button variant="ghost" onClick={() => void upload.cancel()}>
          <X className="size-4" aria-hidden="true" />
          Annuler le téléversement
        </Button>
      </div>
    </div>
  )
}

interface UploadFormProps {
  courseId: number
  modules: readonly string[]
  onStart: ReturnType<typeof useVideoUpload>['start']
}

function UploadForm({ courseId, modules, onStart }: UploadFormProps) {
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [facts, setFacts] = useState<VideoFacts | 'reading'>('reading')
  const [title, setTitle] = useState('')
  const [moduleName, setModuleName] = useState('')
  const [errors, setErrors] = useState<{ file?: string; title?: string }>({})
  const limit = useQuery({ queryKey: ['videos', 'upload-limit'], queryFn: fetchUploadLimit, staleTime: Infinity })
  const unfinished = useUnfinished(courseId)
  const maxBytes = limit.data ?? VIDEO_UPLOAD.defaultMaxBytes

  async function choose(chosen: File | undefined, input: HTMLInputElement) {
    setErrors({})
    setFile(null)
    if (!chosen) return
    const problem = await videoFileProblem(chosen, maxBytes)
    if (problem) {
      input.value = ''
      return setErrors({ file: problem })
    }
    setFile(chosen)
    setTitle((typed) => typed || titleFromFileName(chosen.name))
    setFacts('reading')
    setFacts(await probeVideo(chosen))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = { ...(file ? {} : { file: FILE_REQUIRED }), ...(title.trim() ? {} : { title: TITLE_REQUIRED }) }
    setErrors(found)
    if (!file || found.title || facts === 'reading') return
    void onStart({ courseId, file, title: title.trim(), moduleName: moduleName.trim(), durationSeconds: facts.durationSeconds }, facts.poster)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {unfinished.length > 0 ? (
        <Alert tone="info" title="Téléversement inachevé">
          {unfinished.map((title) => `« ${title} »`).join(', ')} : choisissez à nouveau le même fichier pour reprendre là où il s’est arrêté.
        </Alert>
      ) : null}
      <div className="flex flex-col items-start gap-1.5">
        <p className="text-sm font-medium text-ink">
          Fichier vidéo
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        {/* the native control would speak the browser's language (« Choose File ») */}
        <FileButton
          id={fileId}
          size="md"
          Icon={FileVideo}
          label={file ? 'Choisir une autre vidéo' : 'Choisir la vidéo'}
          accept="video/mp4,video/webm,.mp4,.m4v,.webm"
          aria-required="true"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-${errors.file ? 'error' : 'hint'}`}
          onChange={(event) => void choose(event.target.files?.[0], event.target)}
        />
        {errors.file ? (
          <p id={`${fileId}-error`} className="text-sm font-medium text-red-700">
            {errors.file}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="text-sm text-muted">
            Jusqu’à {formatFileSize(maxBytes)}.
          </p>
        )}
      </div>
      {file ? <ChosenFile file={file} facts={facts} /> : null}
      <TextField label="Titre" requirement="required" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} error={errors.title} />
      <ModuleField modules={modules} value={moduleName} maxLength={120} onChange={(event) => setModuleName(event.target.value)} />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" loading={file !== null && facts === 'reading'}>
          <Upload className="size-4" aria-hidden="true" />
          Téléverser
        </Button>
      </div>
    </form>
  )
}

function ChosenFile({ file, facts }: { file: File; facts: VideoFacts | 'reading' }) {
  const poster = usePreviewUrl(facts === 'reading' ? null : facts.poster)
  return (
    <div className="flex items-center gap-3 rounded-control border border-line bg-surface p-3 text-sm">
      <div className="aspect-video w-24 shrink-0 overflow-hidden rounded bg-slate-900">
        {poster ? <img src={poster} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{file.name}</p>
        <p className="text-muted">
          {formatFileSize(file.size)}
          {facts === 'reading' ? ' · lecture de la durée…' : facts.durationSeconds !== null ? ` · ${formatClock(facts.durationSeconds)}` : ''}
        </p>
      </div>
    </div>
  )
}

function useUnfinished(courseId: number): string[] {
  const [titles, setTitles] = useState<string[]>([])
  useEffect(() => {
    let live = true
    void unfinishedUploads(courseId).then((entries) => live && setTitles(entries.map((entry) => entry.metadata.title ?? entry.metadata.filename ?? '').filter(Boolean)))
    return () => {
      live = false
    }
  }, [courseId])
  return titles
}
