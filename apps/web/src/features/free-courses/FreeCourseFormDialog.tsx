import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FREE_COURSE_CATEGORIES, FREE_COURSE_MESSAGES, freeCourseFields } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { errorMessage } from '../courses/feedback.ts'
import { type FreeCourseDraft, type SaveFreeCourse, saveFreeCourse } from './api.ts'
import { categoryLabel, type FreeCourse } from './catalogue.ts'
import { PdfPicker } from './PdfPicker.tsx'
import { fieldsOf } from '../../lib/form-field.ts'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { UrlField } from '../../ui/UrlField.tsx'

const formSchema = z.object({
  title: freeCourseFields.title,
  description: z.string().trim().max(5000, '5000 caractères au maximum'),
  category: z.enum(FREE_COURSE_CATEGORIES, { error: 'Choisissez une catégorie' }),
  school: z.string().trim().max(120, '120 caractères au maximum'),
  level: z.string().trim().max(120, '120 caractères au maximum'),
  external_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: FREE_COURSE_MESSAGES.urlInvalid }).max(2000)]),
  is_active: z.boolean(),
})
type FormInput = z.input<typeof formSchema>

const SAVE_ERROR = 'Erreur lors de l’enregistrement de la ressource'

function defaults(course: FreeCourse | undefined): Partial<FormInput> {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    school: course?.school ?? '',
    level: course?.level ?? '',
    external_url: course?.external_url ?? '',
    is_active: course?.is_active ?? true,
    ...(course ? { category: course.category } : {}),
  }
}

interface FreeCourseFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  course?: FreeCourse | undefined
  /** Known schools and levels, offered as suggestions (one spelling per school keeps the public filters clean). */
  schools: string[]
  levels: string[]
}

/** Create or edit a free resource: a PDF upload or an external link (at least one), category, school, level. */
export function FreeCourseFormDialog({ open, onOpenChange, course, schools, levels }: FreeCourseFormDialogProps) {
  const editing = course !== undefined
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  const [file, setFile] = useState<File | null>(null)
  const [removeFile, setRemoveFile] = useState(false)
  const [contentError, setContentError] = useState<string | undefined>()
  const form = useForm<FormInput, unknown, FreeCourseDraft>({ resolver: zodResolver(formSchema), defaultValues: defaults(course) })
  const field = fieldsOf(form)
  const { errors } = form.formState

  const save = useMutation({
    mutationFn: (variables: SaveFreeCourse) => saveFreeCourse(variables),
    onSuccess: async () => {
      await Promise.all([utils.freeCourses.adminList.invalidate(), utils.freeCourses.list.invalidate(), utils.dashboard.stats.invalidate()])
      toast.success(editing ? FREE_COURSE_MESSAGES.updated : FREE_COURSE_MESSAGES.created)
      onOpenChange(false)
    },
    onError: (error) => void leave(error),
  })

  const { reset } = form
  const resetSave = save.reset
  const courseId = course?.id
  useEffect(() => {
    if (!open) return
    reset(defaults(course))
    setFile(null)
    setRemoveFile(false)
    setContentError(undefined)
    resetSave()
    // the resource's id, not the object: a background refresh must not wipe the form
  }, [open, courseId, reset, resetSave])

  const keepsFile = Boolean(course?.file_url) && !removeFile
  const onSubmit = form.handleSubmit(
    (values) => {
      if (!file && !keepsFile && !values.external_url) return setContentError(FREE_COURSE_MESSAGES.contentRequired)
      setContentError(undefined)
      save.mutate({ id: course?.id, values, file, removeFile })
    },
    () => setContentError(undefined),
  )
  const formId = editing ? `free-course-form-${course.id}` : 'free-course-form-new'

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Modifier la ressource' : 'Nouvelle ressource gratuite'}
      description="Publiée sur la page publique « Cours et Concours Gratuit »."
      footer={<FormDialogFooter formId={formId} submitLabel={editing ? 'Enregistrer' : 'Ajouter la ressource'} pending={save.isPending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {save.error ? <Alert tone="error">{errorMessage(save.error, SAVE_ERROR)}</Alert> : null}
        <TextField label="Titre" requirement="required" placeholder="Ex. : Analyse 1 — séries numériques" {...field('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Catégorie" className="sm:col-span-2" requirement="required" defaultValue="" {...field('category')}>
            <option value="" disabled>
              Choisir…
            </option>
            <Options values={FREE_COURSE_CATEGORIES} label={categoryLabel} />
          </Select>
          <TextField label="École" requirement="optional" placeholder="Ex. : ENSA" list="free-course-schools" autoComplete="off" {...field('school')} />
          <TextField label="Niveau" requirement="optional" placeholder="Ex. : 1re année" list="free-course-levels" autoComplete="off" {...field('level')} />
          <datalist id="free-course-schools">
            {schools.map((school) => (
              <option key={school} value={school} />
            ))}
          </datalist>
          <datalist id="free-course-levels">
            {levels.map((level) => (
              <option key={level} value={level} />
            ))}
          </datalist>
        </div>
        <Textarea label="Description" requirement="optional" rows={3} {...field('description')} />

        <fieldset className="space-y-4 rounded-control border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-brand-950">Contenu : un PDF, un lien, ou les deux</legend>
          <PdfPicker
            file={file}
            onFileChange={(chosen) => {
              setFile(chosen)
              if (chosen) setContentError(undefined)
            }}
            currentUrl={course?.file_url ?? null}
            removeCurrent={removeFile}
            onRemoveCurrentChange={setRemoveFile}
            error={contentError}
          />
          <UrlField
            label="Lien externe"
            requirement="optional"
            placeholder="https://…"
            hint="Une vidéo, un dossier Drive, une page d’école…"
            error={errors.external_url?.message}
            {...form.register('external_url', { onChange: () => setContentError(undefined) })}
          />
        </fieldset>

        <Checkbox label="Ressource active" hint="Visible sur la page publique." {...form.register('is_active')} />
      </form>
    </Dialog>
  )
}
