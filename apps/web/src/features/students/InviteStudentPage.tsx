import { zodResolver } from '@hookform/resolvers/zod'
import type { RouterOutputs } from '@tutorat/api'
import { LIMITS, STUDENT_MESSAGES, studentInviteInput } from '@tutorat/contracts'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useRedirectWhenDone } from '../admin/use-redirect-when-done.ts'
import { BackToStudents } from './BackLink.tsx'
import { GrantFields, registerGrantFields } from './GrantFields.tsx'
import { InviteLinkBox } from './InviteLinkBox.tsx'
import { rememberInviteLink } from './invite-link.ts'
import { registerStudentFields, StudentFields } from './StudentFields.tsx'

type InviteValues = z.input<typeof studentInviteInput>
type InviteResult = RouterOutputs['students']['invite']

/**
 * SPEC §8: 'Étudiant invité avec succès!' then the list after 2 s. The set-password link is
 * shown here and stays on the list page afterwards, so the redirect never loses it.
 */
export function InviteStudentPage() {
  useDocumentTitle('Inviter un étudiant')
  const utils = trpc.useUtils()
  const [result, setResult] = useState<InviteResult | null>(null)
  const invite = trpc.students.invite.useMutation({
    onSuccess: (answer) => {
      rememberInviteLink(answer.set_password_url ? { studentName: answer.student.name, url: answer.set_password_url, whatsappUrl: answer.whatsapp_url } : null)
      setResult(answer)
      void utils.students.list.invalidate()
      void utils.accesses.list.invalidate()
    },
  })
  const form = useForm<InviteValues, unknown, z.output<typeof studentInviteInput>>({
    resolver: zodResolver(studentInviteInput),
    defaultValues: { name: '', email: '', phone: '', level: '', course_id: '', access_type: 'standard', duration_days: LIMITS.defaultAccessDurationDays },
  })
  const { errors } = form.formState

  useRedirectWhenDone(result !== null, '/admin/students')

  return (
    <div className="max-w-3xl">
      <PageHeader
        eyebrow={<BackToStudents />}
        title="Inviter un étudiant"
        description="L’étudiant reçoit l’accès au cours choisi et un lien pour choisir son mot de passe."
      />
      <Card className="mt-6 p-5 sm:p-6">
        {result ? (
          <div className="space-y-4">
            <Alert tone="success" title={result.message}>
              {result.already_existed ? 'Cet étudiant avait déjà un compte : l’accès au cours lui a été ajouté.' : null}
              <p>Retour à la liste des étudiants…</p>
            </Alert>
            {result.set_password_url ? <InviteLinkBox url={result.set_password_url} whatsappUrl={result.whatsapp_url} /> : null}
          </div>
        ) : (
          <form onSubmit={form.handleSubmit((values) => invite.mutate(values))} noValidate className="space-y-6">
            {invite.error ? <Alert tone="error">{serverMessage(invite.error, STUDENT_MESSAGES.inviteError)}</Alert> : null}
            <fieldset className="space-y-4">
              <legend className="mb-4 font-bold text-brand-950">L’étudiant</legend>
              <StudentFields
                fields={registerStudentFields((name) => form.register(name))}
                errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, level: errors.level?.message }}
              />
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="mb-4 font-bold text-brand-950">Son accès</legend>
              <GrantFields
                fields={registerGrantFields((name) => form.register(name))}
                errors={{ course_id: errors.course_id?.message, access_type: errors.access_type?.message, duration_days: errors.duration_days?.message }}
              />
            </fieldset>
            <div className="flex justify-end">
              <Button type="submit" loading={invite.isPending}>
                <UserPlus className="size-4" aria-hidden="true" />
                Inviter l’étudiant
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  )
}
