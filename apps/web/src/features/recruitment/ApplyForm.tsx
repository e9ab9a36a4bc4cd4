import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { applicationFormInput, CV_ACCEPT, type JobOffer, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { FileText, Send, Upload } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { cn } from '../../lib/cn.ts'
import { readStudentToken } from '../../lib/session.ts'
import { trpc } from '../../lib/trpc.ts'
import { HttpError } from '../../lib/upload.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Field, fieldIds } from '../../ui/Field.tsx'
import { PhoneField } from '../../ui/PhoneField.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { submitApplication } from './api.ts'
import { cvProblem, formatFileSize } from './cv-check.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { EmailField } from '../../ui/EmailField.tsx'

// The contract's fields (same rules and French messages as the server); the offer comes from the page.
const applyFormSchema = applicationFormInput.omit({ job_offer_id: true })
type ApplyFormInput = z.input<typeof applyFormSchema>
type ApplyFormOutput = z.output<typeof applyFormSchema>

export const SEND_ERROR = 'Votre candidature n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.'
const CV_HINT = 'PDF, DOC ou DOCX — 10 Mo au maximum.'

/** The student signed in on this device, if any: their name and email fill the form. */
function useSignedInStudent() {
  const [hasToken] = useState(() => readStudentToken() !== null)
  // A stale token is not an error here: the visitor simply applies as a visitor.
  const verify = trpc.student.verify.useQuery(undefined, { enabled: hasToken, retry: false, staleTime: 60_000 })
  return verify.data?.user
}

/** SPEC §2 /recruitment/apply/{jobId}: the application, sent with the CV in one multipart call. */
export function ApplyForm({ offer }: { offer: JobOffer }) {
  const navigate = useNavigate()
  const student = useSignedInStudent()
  const form = useForm<ApplyFormInput, unknown, ApplyFormOutput>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { full_name: '', email: '', phone: '', school: '', message: '' },
  })
  const field = fieldsOf(form)
  const [cv, setCv] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | undefined>()
  const cvInput = useRef<HTMLInputElement>(null)
  const cvId = useId()
  const cvIds = fieldIds(cvId, CV_HINT, cvError)

  const send = useMutation({
    mutationFn: ({ values, file }: { values: ApplyFormOutput; file: File }) => submitApplication({ ...values, job_offer_id: offer.id }, file),
    onSuccess: () => navigate({ to: '/recruitment/application-success' }),
    onError: (error) => {
      if (!(error instanceof HttpError)) return
      // the field the server's refusal is about shows it too
      if (error.status === 409) form.setError('email', { message: error.message }, { shouldFocus: true })
      if (error.status === 413 || error.status === 415) {
        setCvError(error.message)
        cvInput.current?.focus()
      }
    },
  })

  // Signed in: name, email (and phone) come from the account, unless already typed.
  useEffect(() => {
    if (!student) return
    const fill = (name: 'full_name' | 'email' | 'phone', value: string | null) => {
      if (value && !form.getValues(name)) form.setValue(name, value)
    }
    fill('full_name', student.name)
    fill('email', student.email)
    fill('phone', student.phone)
  }, [student, form])

  async function onCvChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0] ?? null
    send.reset()
    setCvError(undefined)
    setCv(null)
    if (!file) return
    const problem = await cvProblem(file)
    if (problem) {
      input.value = ''
      setCvError(problem)
      return
    }
    setCv(file)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!cv) setCvError((current) => current ?? RECRUITMENT_MESSAGES.cvMissing)
    void form.handleSubmit((values) => {
      if (!cv) {
        cvInput.current?.focus()
        return
      }
      send.mutate({ values, file: cv })
    })(event)
  }

  const sendError = send.error ? (send.error instanceof HttpError ? send.error.message : SEND_ERROR) : undefined

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulaire de candidature" className="space-y-5">
      {student ? (
        <Alert tone="info">
          Connecté en tant que <strong>{student.name}</strong> : cette candidature sera liée à votre espace étudiant.
        </Alert>
      ) : null}
      <p className="text-sm text-muted">
        Les champs marqués d’un <span className="text-red-700">*</span> sont obligatoires.
      </p>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nom complet" requirement="required" autoComplete="name" {...field('full_name')} />
        <EmailField requirement="required" autoComplete="email" {...field('email')} />
        <PhoneField label="Téléphone" requirement="optional" hint={null} placeholder="06 12 34 56 78" {...field('phone')} />
        <TextField label="École ou établissement" requirement="optional" autoComplete="organization" placeholder="ENSA, FST, EMI…" {...field('school')} />
      </div>

      <Textarea
        label="Message"
        requirement="optional"
        rows={5}
        maxLength={5000}
        hint="Quelques lignes sur vous : motivation, disponibilités…"
        {...field('message')}
      />

      <Field id={cvId} label="CV" requirement="required" hint={CV_HINT} error={cvError}>
        {/* The native input (keyboard, screen readers, the phone's picker) under a French face:
            the browser's own button speaks the browser's language. */}
        <input
          ref={cvInput}
          id={cvId}
          type="file"
          accept={CV_ACCEPT}
          onChange={(event) => void onCvChange(event)}
          aria-invalid={Boolean(cvError) || undefined}
          aria-required="true"
          aria-describedby={cvIds.describedBy}
          className="peer sr-only"
        />
        <div
          aria-hidden="true"
          onClick={() => cvInput.current?.click()}
          className={cn(
            'flex cursor-pointer flex-wrap items-center gap-3 rounded-control border border-dashed bg-white p-2.5 transition-colors hover:bg-brand-50/50',
            'peer-focus-visible:border-brand-500 peer-focus-visible:shadow-focus',
            cvError ? 'border-red-600' : 'border-slate-500',
          )}
        >
          <span className={buttonClasses('secondary', 'sm', 'pointer-events-none')}>
            <Upload className="size-4" />
            {cv ? 'Changer de fichier' : 'Choisir un fichier'}
          </span>
          {cv ? (
            <span className="flex min-w-40 flex-1 items-center gap-2 text-sm text-ink">
              <FileText className="size-4 shrink-0 text-brand-800" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {cv.name} <span className="text-muted">({formatFileSize(cv.size)})</span>
              </span>
            </span>
          ) : (
            <span className="text-sm text-muted">Aucun fichier choisi</span>
          )}
        </div>
      </Field>

      {sendError ? (
        <Alert tone="error" title="Candidature non envoyée">
          {sendError}
        </Alert>
      ) : null}

      <div className="space-y-3 border-t border-line pt-5">
        <Button type="submit" variant="accent" size="lg" loading={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? null : <Send className="size-5" aria-hidden="true" />}
          {send.isPending ? 'Envoi en cours…' : 'Envoyer ma candidature'}
        </Button>
        <p className="text-xs text-muted">Vos informations et votre CV ne servent qu’au traitement de votre candidature.</p>
      </div>
    </form>
  )
}
