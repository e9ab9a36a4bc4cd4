import { zodResolver } from '@hookform/resolvers/zod'
import { VIDEO_FEEDBACK, videoCreateInput } from '@tutorat/contracts'
import { useId } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { errorMessage, errorText, statusOf, useSignOut } from '../courses/feedback.ts'
import { ModuleField } from './ModuleField.tsx'
import type { Video } from './types.ts'
import { useVideoCache } from './use-video-cache.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { UrlField } from '../../ui/UrlField.tsx'

// The contract's rules (SPEC §5): title and Drive URL required, one of the three Drive link
// shapes, optional PDF URL, order ≥ 0. The thumbnail is not edited here, so it is not sent.
const videoFormSchema = videoCreateInput.omit({ course_id: true, thumbnail_url: true })
// a hosted video (DESIGN §17) has no Drive link to edit: its file stays as uploaded
const hostedFormSchema = videoFormSchema.extend({ drive_url: z.string().optional().transform(() => undefined) })
type VideoFormInput = z.input<typeof videoFormSchema>
type VideoFormOutput = z.output<typeof videoFormSchema>

interface VideoFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  courseId: number
  /** The video to edit; absent to add one. */
  video?: Video | undefined
  /** SPEC §4: a new video's order defaults to the current count plus one. */
  nextOrder: number
  /** Suggestions for the module field (the course's existing modules). */
  modules: readonly string[]
}

export function VideoFormDialog({ open, onOpenChange, courseId, video, nextOrder, modules }: VideoFormDialogProps) {
  const formId = useId()
  const cache = useVideoCache(courseId)
  const signOut = useSignOut()
  const close = () => onOpenChange(false)
  const onError = (error: unknown) => {
    if (statusOf(error) === 401) signOut()
  }
  // saved: the list shows it without a refetch, the admin is told, the dialog closes
  const saved = <Video,>(show: (video: Video) => void, message: string) => ({
    onSuccess: (video: Video) => {
      show(video)
      toast.success(message)
      close()
    },
    onError,
  })
  const create = trpc.videos.create.useMutation(saved(cache.added, VIDEO_FEEDBACK.added))
  const update = trpc.videos.update.useMutation(saved(cache.updated, VIDEO_FEEDBACK.updated))
  const pending = create.isPending || update.isPending
  const failure = video
    ? update.error && errorText(update.error, VIDEO_FEEDBACK.updateError)
    : create.error && errorMessage(create.error, VIDEO_FEEDBACK.addError)

  function changeOpen(next: boolean) {
    if (pending) return
    create.reset()
    update.reset()
    onOpenChange(next)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      size="lg"
      title={video ? 'Modifier la vidéo' : 'Ajouter une vidéo'}
      description={video ? `« ${video.title} »` : 'Collez le lien de partage Google Drive de la vidéo.'}
      footer={<FormDialogFooter formId={formId} submitLabel={video ? 'Enregistrer' : 'Ajouter la vidéo'} pending={pending} onCancel={() => changeOpen(false)} holdCancel />}
    >
      {/* Mounted only while open: every opening starts from fresh values. */}
      <VideoForm
        formId={formId}
        video={video}
        nextOrder={nextOrder}
        modules={modules}
        failure={failure || undefined}
        onValid={(values) => (video ? update.mutate({ id: video.id, ...values }) : create.mutate({ course_id: courseId, ...values }))}
      />
    </Dialog>
  )
}

/** An empty number field means "no value" (the server's default for a new video, unchanged for an edit). */
const toOrder = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value))

interface VideoFormProps {
  formId: string
  video: Video | undefined
  nextOrder: number
  modules: readonly string[]
  failure: string | undefined
  onValid: (values: VideoFormOutput) => void
}

function VideoForm({ formId, video, nextOrder, modules, failure, onValid }: VideoFormProps) {
  const form = useForm<VideoFormInput, unknown, VideoFormOutput>({
    resolver: zodResolver(video?.source === 'file' ? hostedFormSchema : videoFormSchema) as Resolver<VideoFormInput, unknown, VideoFormOutput>,
    defaultValues: {
      title: video?.title ?? '',
      drive_url: video?.drive_url ?? '',
      pdf_url: video?.pdf_url ?? '',
      module_name: video?.module_name ?? '',
      order_in_course: video?.order_in_course ?? nextOrder,
      is_free: video?.is_free ?? false,
      description: video?.description ?? '',
    },
  })
  const field = fieldsOf(form)
  const { errors } = form.formState

  return (
    <form id={formId} onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label="Titre" requirement="required" {...field('title')} />
      {video?.source === 'file' ? null : (
        <UrlField
          label="URL Google Drive"
          requirement="required"
          placeholder="https://drive.google.com/file/d/…/view"
          hint="Lien de partage du fichier (…/file/d/…, …open?id=… ou …uc?id=…)."
          {...field('drive_url')}
        />
      )}
      <UrlField
        label="URL du PDF"
        requirement="optional"
        placeholder="https://…"
        hint="Support de cours ouvert à côté de la vidéo."
        {...field('pdf_url')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <ModuleField modules={modules} {...field('module_name')} />
        <TextField
          label="Ordre"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.order_in_course?.message}
          {...form.register('order_in_course', { setValueAs: toOrder })}
        />
      </div>
      <Textarea label="Description" requirement="optional" rows={3} {...field('description')} />
      <Checkbox
        label="Vidéo gratuite"
        hint="Visible par les étudiants en essai, sans accès complet au cours."
        {...form.register('is_free')}
      />
    </form>
  )
}
