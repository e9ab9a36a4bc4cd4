import { zodResolver } from '@hookform/resolvers/zod'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { password, STUDENT_MESSAGES, studentCreateInput } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { RecordLoader } from '../../ui/RecordLoader.tsx'
import { BackToStudents } from './BackLink.tsx'
import { PasswordLinkCard } from './PasswordLinkCard.tsx'
import { registerStudentFields, StudentFields } from './StudentFields.tsx'
import { fieldsOf } from '../../lib/form-field.ts'

const GENERIC = 'Une erreur est survenue. Veuillez réessayer.'

type CreateValues = z.input<typeof studentCreateInput>

export function NewStudentPage() {
  useDocumentTitle('Nouvel étudiant')
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const create = trpc.students.create.useMutation({
    onSuccess: async () => {
      toast.success(STUDENT_MESSAGES.created)
      await utils.students.list.invalidate()
      await navigate({ to: '/admin/students' })
    },
  })
  const form = useForm<CreateValues, unknown, z.output<typeof studentCreateInput>>({
    resolver: zodResolver(studentCreateInput),
    defaultValues: { name: '', email: '', phone: '', level: '', password: '' },
  })
  const field = fieldsOf(form)
  const { errors } = form.formState

  return (
    <div className="max-w-3xl">
      <PageHeader eyebrow={<BackToStudents />} title="Nouvel étudiant" description="Créez un compte avec un mot de passe initial que vous transmettez à l’étudiant." />
      <Card className="mt-6 p-5 sm:p-6">
        <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="space-y-5">
          {create.error ? <Alert tone="error">{serverMessage(create.error, GENERIC)}</Alert> : null}
          <StudentFields
            fields={registerStudentFields((name) => form.register(name))}
            errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, level: errors.level?.message }}
          />
          <PasswordInput label="Mot de passe initial" autoComplete="new-password" hint="8 caractères au minimum." {...field('password')} />
          <div className="flex justify-end">
            <Button type="submit" loading={create.isPending}>
              Créer l’étudiant
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}

const editRoute = getRouteApi('/admin/students/$id/edit')

/** Edit: the password field is optional (blank keeps the current one). */
const editSchema = studentCreateInput.extend({ password: z.union([z.literal(''), password]) })
type EditValues = z.input<typeof editSchema>
type StudentData = RouterOutputs['students']['get']

export function EditStudentPage() {
  useDocumentTitle('Modifier un étudiant')
  const { id } = editRoute.useParams()
  const student = trpc.students.get.useQuery({ id: Number(id) })

  return (
    <div className="max-w-3xl">
      <PageHeader eyebrow={<BackToStudents />} title="Modifier l’étudiant" description={student.data ? student.data.email : undefined} />
      <div className="mt-6">
        <RecordLoader
          query={student}
          notFound={STUDENT_MESSAGES.notFound}
          loadError={STUDENT_MESSAGES.loadError}
          back={<BackToStudents />}
          detail={serverMessage(student.error, '')}
        >
          {(data) => <EditStudentForm student={data} />}
        </RecordLoader>
      </div>
    </div>
  )
}

function EditStudentForm({ student }: { student: StudentData }) {
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const update = trpc.students.update.useMutation({
    onSuccess: async (saved) => {
      toast.success(STUDENT_MESSAGES.updated)
      utils.students.get.setData({ id: saved.id }, saved)
      await utils.students.list.invalidate()
      await navigate({ to: '/admin/students' })
    },
  })
  const form = useForm<EditValues, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: { name: student.name, email: student.email, phone: student.phone ?? '', level: (student.level ?? '') as EditValues['level'], password: '' },
  })
  const field = fieldsOf(form)
  const { errors, dirtyFields } = form.formState

  // Only what changed is sent (a blank password keeps the old one).
  const onSubmit = form.handleSubmit(async (values) => {
    const changes = {
      ...(dirtyFields.name ? { name: values.name } : {}),
      ...(dirtyFields.email ? { email: values.email } : {}),
      ...(dirtyFields.phone ? { phone: values.phone } : {}),
      ...(dirtyFields.level ? { level: values.level } : {}),
      ...(values.password ? { password: values.password } : {}),
    }
    if (Object.keys(changes).length === 0) {
      await navigate({ to: '/admin/students' })
      return
    }
    update.mutate({ id: student.id, ...changes })
  })

  const readOnly = !student.can_control
  return (
    <div className="space-y-6">
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {readOnly ? <Alert tone="info" title="Lecture seule">{student.control_note}</Alert> : null}
        {update.error ? (
          <Alert tone="error">{errorStatus(update.error) === 404 ? STUDENT_MESSAGES.notFound : serverMessage(update.error, GENERIC)}</Alert>
        ) : null}
        <fieldset disabled={readOnly} className="space-y-5">
        <StudentFields
          fields={registerStudentFields((name) => form.register(name))}
          errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, level: errors.level?.message }}
        />
        <PasswordInput
          label="Nouveau mot de passe (facultatif)"
          autoComplete="new-password"
          hint="Laissez vide pour garder le mot de passe actuel. Le changer déconnecte l’étudiant de ses appareils."
          {...field('password')}
        />
        </fieldset>
        {readOnly ? null : (
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending}>
              Enregistrer
            </Button>
          </div>
        )}
      </form>
    </Card>
    {readOnly ? null : <PasswordLinkCard studentId={student.id} />}
    </div>
  )
}
