import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { COURSE_MESSAGES, courseInput, LEVELS, SUBJECTS } from '@tutorat/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { errorMessage, statusOf, useSignOut } from './feedback.ts'
import { ImageField } from './ImageField.tsx'
import type { Course } from './types.ts'
import { useSaveCourse } from './use-save-course.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { ProtectionField } from '../drive/ProtectionField.tsx'

// The contract's schema, with the words a form needs when a choice is simply missing.
const courseFormSchema = courseInput.extend({
  subject: z.enum(SUBJECTS, { error: 'Choisissez une matière' }),
  level: z.enum(LEVELS, { error: 'Choisissez un niveau' }),
})
type CourseFormInput = z.input<typeof courseFormSchema>
type CourseFormOutput = z.output<typeof courseFormSchema>

function defaultValues(course: Course | undefined): Partial<CourseFormInput> {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    drive_folder_id: course?.drive_folder_id ?? '',
    ...(course ? { subject: course.subject, level: course.level, protection: course.protection } : {}),
  }
}

/** SPEC §2, §5: create or edit a course; afterwards the admin lands on its videos. */
export function CourseForm({ course }: { course?: Course }) {
  const navigate = useNavigate()
  const signOut = useSignOut()
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | undefined>()
  const save = useSaveCourse(course)
  const form = useForm<CourseFormInput, unknown, CourseFormOutput>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: defaultValues(course),
  })
  const field = fieldsOf(form)
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    setImageError(undefined)
    save.mutate(
      { values, image },
      {
        onSuccess: async ({ course: saved, imageError: refused }) => {
          toast.success(course ? COURSE_MESSAGES.updated : COURSE_MESSAGES.created)
          if (refused) {
            if (statusOf(refused) === 401) return signOut()
            const message = errorMessage(refused, 'L’image n’a pas pu être enregistrée.')
            toast.error('Image non enregistrée', { description: message })
            setImageError(message)
            // The course exists now: a retry must edit it, not create a second one.
            if (!course) await navigate({ to: '/admin/courses/$id/edit', params: { id: saved.id }, replace: true })
            return
          }
          await navigate({ to: '/admin/courses/$courseId/videos', params: { courseId: saved.id } })
        },
        onError: (error) => {
          if (statusOf(error) === 401) signOut()
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label={course ? 'Modifier le cours' : 'Nouveau cours'}>
      <Card className="space-y-6 p-5 sm:p-6">
        <p className="text-sm text-muted">
          Les champs marqués d’un <span className="text-red-700">*</span> sont obligatoires.
        </p>
        {save.error ? <Alert tone="error">{errorMessage(save.error, COURSE_MESSAGES.saveError)}</Alert> : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-5">
            <TextField
              label="Titre"
              requirement="required"
              placeholder="Ex. : Analyse 1 — suites et fonctions"
              {...field('title')}
            />

            <div className="grid gap-5 sm:grid-cols-2">
              <Select label="Matière" requirement="required" error={errors.subject?.message} defaultValue="" {...form.register('subject')}>
                <option value="" disabled>
                  Choisir une matière
                </option>
                <Options values={SUBJECTS} />
              </Select>
              <Select label="Niveau" requirement="required" error={errors.level?.message} defaultValue="" {...form.register('level')}>
                <option value="" disabled>
                  Choisir un niveau
                </option>
                <Options values={LEVELS} />
              </Select>
            </div>

            <Textarea
              label="Description"
              requirement="optional"
              rows={5}
              hint="Ce que l’étudiant va apprendre, les prérequis, le programme."
              {...field('description')}
            />

            <TextField
              label="ID du dossier Google Drive"
              requirement="optional"
              hint="La fin de l’adresse du dossier : drive.google.com/drive/folders/<ID>."
              autoComplete="off"
              spellCheck={false}
              {...field('drive_folder_id')}
            />

            <ProtectionField
              registration={form.register('protection', { setValueAs: (value: string) => value || undefined })}
              current={course?.protection}
              error={errors.protection?.message}
            />
          </div>

          <ImageField
            file={image}
            onFileChange={(file) => {
              setImage(file)
              setImageError(undefined)
            }}
            currentUrl={course?.image_url ?? null}
            subject={form.watch('subject') || undefined}
            serverError={imageError}
          />
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Link to="/admin/courses" className={buttonClasses('secondary')}>
            Annuler
          </Link>
          <Button type="submit" loading={save.isPending}>
            {course ? 'Enregistrer les modifications' : 'Créer le cours'}
          </Button>
        </div>
      </Card>
    </form>
  )
}
