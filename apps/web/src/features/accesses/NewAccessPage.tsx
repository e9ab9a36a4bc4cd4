import { zodResolver } from '@hookform/resolvers/zod'
import { getRouteApi } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { ACCESS_MESSAGES, accessCreateInput, LIMITS } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Select } from '../../ui/Select.tsx'
import { useRedirectWhenDone } from '../admin/use-redirect-when-done.ts'
import { StudentPicker } from '../sessions-admin/StudentPicker.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { AccessTermsFields } from './AccessTermsFields.tsx'
import { BackToAccesses } from './BackLink.tsx'
import { useCourseOptions } from './use-course-options.ts'
import { fieldsOf } from '../../lib/form-field.ts'

const route = getRouteApi('/admin/accesses/new')

type NewAccessValues = z.input<typeof accessCreateInput>
type GrantResult = RouterOutputs['accesses']['create']

const positive = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export function NewAccessPage() {
  useDocumentTitle('Nouvel accès')
  const search = route.useSearch()
  const utils = trpc.useUtils()
  const courses = useCourseOptions()
  // a student preselected by the link (from their page); any other is searched (DESIGN §20)
  const preselected = trpc.students.get.useQuery({ id: Number(search.student_id) }, { enabled: Boolean(search.student_id), retry: false })
  const waitingForStudent = Boolean(search.student_id) && preselected.isPending
  const [result, setResult] = useState<GrantResult | null>(null)
  const create = trpc.accesses.create.useMutation({
    onSuccess: (answer) => {
      setResult(answer)
      void utils.accesses.list.invalidate()
    },
  })
  const form = useForm<NewAccessValues, unknown, z.output<typeof accessCreateInput>>({
    resolver: zodResolver(accessCreateInput),
    defaultValues: {
      student_id: search.student_id ?? '',
      course_id: search.course_id ?? '',
      access_type: 'standard',
      duration_days: LIMITS.defaultAccessDurationDays,
      is_active: true,
      modules: [],
    },
  })
  const field = fieldsOf(form)
  const { errors } = form.formState
  const [accessType, courseValue, studentValue] = useWatch({ control: form.control, name: ['access_type', 'course_id', 'student_id'] })
  const courseId = positive(courseValue)

  // The modules belong to one course: another course starts from none.
  useEffect(() => {
    form.setValue('modules', [])
  }, [courseId, form])

  useRedirectWhenDone(result !== null, '/admin/accesses')

  return (
    <div className="max-w-3xl">
      <PageHeader eyebrow={<BackToAccesses />} title="Accorder un accès" description="Donnez à un étudiant l’accès à l’un de vos cours." />
      <Card className="mt-6 p-5 sm:p-6">
        {result ? (
          <Alert tone="success" title={result.extended ? result.message : ACCESS_MESSAGES.granted}>
            Retour à la liste des accès…
          </Alert>
        ) : courses.isError ? (
          <ErrorState title="Impossible de charger vos cours." onRetry={() => void courses.refetch()} />
        ) : waitingForStudent || !courses.data ? (
          // The form mounts once the preselected student and the course list are here, so both show.
          <Spinner label="Chargement des étudiants et des cours…" />
        ) : (
          <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="space-y-6">
            {create.error ? <Alert tone="error">{serverMessage(create.error, ACCESS_MESSAGES.createError)}</Alert> : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <StudentPicker
                value={String(studentValue ?? '')}
                error={errors.student_id?.message}
                initial={preselected.data}
                onChange={(id) => form.setValue('student_id', id, { shouldValidate: form.formState.isSubmitted })}
              />
              <Select label="Cours" requirement="required" {...field('course_id')}>
                <option value="">Choisissez un cours</option>
                {courses.data.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </Select>
            </div>
            <AccessTermsFields
              fields={{ access_type: form.register('access_type'), duration_days: form.register('duration_days'), is_active: form.register('is_active') }}
              errors={{ access_type: errors.access_type?.message, duration_days: errors.duration_days?.message }}
              minDays={1}
              durationHint="Au moins 1 jour. Si l’étudiant a déjà accès à ce cours, son accès est prolongé."
              partial={accessType === 'partial'}
              courseId={courseId}
              control={form.control}
            />
            <div className="flex justify-end">
              <Button type="submit" loading={create.isPending}>
                Accorder l’accès
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  )
}
