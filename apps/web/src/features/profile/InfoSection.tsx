import { zodResolver } from '@hookform/resolvers/zod'
import { LEVELS, type StudentProfile, updateProfileInput } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { PhoneField } from '../../ui/PhoneField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { SchoolLevelFields } from '../sessions/SchoolLevelFields.tsx'
import { serverField } from '../student-space/server-field.ts'
import { ProfileSection } from './ProfileSection.tsx'

type ProfileInput = z.input<typeof updateProfileInput>
type ProfileOutput = z.output<typeof updateProfileInput>

const FIELDS = ['name', 'phone', 'school', 'level'] as const

/** The form's values from the account (a level the list no longer has shows as « Choisissez… »). */
function valuesOf(profile: Pick<StudentProfile, 'name' | 'phone' | 'school' | 'level'>): ProfileInput {
  const level = LEVELS.find((known) => known === profile.level) ?? ''
  return { name: profile.name, phone: profile.phone ?? '', school: profile.school ?? '', level }
}

/** « Mes informations »: what the student may change of their account (the admin form's rules). */
export function InfoSection({ profile }: { profile: StudentProfile }) {
  const utils = trpc.useUtils()
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: valuesOf(profile),
  })
  const field = fieldsOf(form)
  const save = trpc.student.updateProfile.useMutation({
    onSuccess: async (saved) => {
      toast.success(saved.message)
      // the number as the server wrote it (+212…), and the name in the header and the preferences
      form.reset(valuesOf(saved))
      utils.student.profile.setData(undefined, saved)
      await Promise.all([utils.student.verify.invalidate(), utils.notifications.preferences.invalidate()])
    },
    onError: (error) => {
      const named = serverField(error, FIELDS)
      if (named) form.setError(named.field, { message: named.message }, { shouldFocus: true })
    },
  })
  const failure = save.error && !serverField(save.error, FIELDS) ? serverMessage(save.error, 'Vos informations n’ont pas pu être enregistrées. Réessayez.') : undefined

  return (
    <ProfileSection id="informations" title="Mes informations">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField label="Nom complet" requirement="required" autoComplete="name" {...field('name')} />
        <PhoneField requirement="optional" {...field('phone')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SchoolLevelFields requirement="optional" school={field('school')} level={field('level')} />
        </div>
        <Button type="submit" className="w-full sm:w-auto" loading={save.isPending}>
          Enregistrer
        </Button>
      </form>
    </ProfileSection>
  )
}
