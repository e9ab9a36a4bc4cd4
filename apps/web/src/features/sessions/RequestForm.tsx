import { zodResolver } from '@hookform/resolvers/zod'
import { sessionRequestInput } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { EmailField } from '../../ui/EmailField.tsx'
import { PhoneField } from '../../ui/PhoneField.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { serverField } from '../student-space/server-field.ts'
import { KindChoice } from './KindChoice.tsx'
import { Honeypot, SchoolLevelFields } from './SchoolLevelFields.tsx'

type RequestInput = z.input<typeof sessionRequestInput>
type RequestOutput = z.output<typeof sessionRequestInput>
export type RequestKind = RequestOutput['kind']

const FIELDS = ['name', 'phone', 'email', 'school', 'level', 'subject', 'preferred_times'] as const

/** DESIGN §12: the public site's request; the team answers on WhatsApp and plans the session. */
export function RequestForm({ kind, onSent }: { kind: RequestKind; onSent: (sent: RequestOutput) => void }) {
  const form = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(sessionRequestInput),
    defaultValues: { kind, name: '', phone: '', email: '', school: '', subject: '', preferred_times: '', website: '' },
  })
  const field = fieldsOf(form)
  const submit = trpc.sessionRequests.submit.useMutation({
    onError: (error) => {
      const named = serverField(error, FIELDS)
      if (named) form.setError(named.field, { message: named.message }, { shouldFocus: true })
    },
  })
  // a refusal no field explains: the limit's wait, the server's sentence, or the network
  const failure = submit.error && !serverField(submit.error, FIELDS) ? serverMessage(submit.error, loginErrorMessage(submit.error)) : undefined

  return (
    <form onSubmit={form.handleSubmit((values) => submit.mutate(values, { onSuccess: () => onSent(values) }))} noValidate className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <KindChoice registration={form.register('kind')} />
      <TextField label="Nom complet" requirement="required" autoComplete="name" {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField requirement="required" {...field('phone')} />
        <EmailField requirement="required" autoComplete="email" placeholder="vous@exemple.ma" {...field('email')} />
        <SchoolLevelFields school={field('school')} level={field('level')} />
      </div>
      <TextField label="Matière" requirement="required" hint="ex. Analyse 1, thermodynamique, programmation C" {...field('subject')} />
      <Textarea label="Vos disponibilités" requirement="optional" rows={3} placeholder="ex. mardi et jeudi après 18 h" {...field('preferred_times')} />
      <Honeypot registration={form.register('website')} />
      <Button type="submit" variant="accent" size="lg" className="w-full" loading={submit.isPending}>
        Envoyer ma demande
      </Button>
    </form>
  )
}
