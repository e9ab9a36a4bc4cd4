import { NOTIFICATION_MESSAGES, type NotificationPreferences } from '@tutorat/contracts'
import { Mail, MessageCircle, TriangleAlert } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PhoneField } from '../../ui/PhoneField.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { NOTIFICATIONS_UI } from './messages.ts'
import { usePreferences, useSavePreferences } from './student-api.ts'

/** The sentences the server says about the phone: shown under the number, the rest above the button. */
const PHONE_MESSAGES: readonly string[] = [NOTIFICATION_MESSAGES.invalidPhone, NOTIFICATION_MESSAGES.phoneRequired, NOTIFICATION_MESSAGES.whatsappNeedsConsent]

/** « Préférences de réception »: e-mail and WhatsApp on or off, the number, and the bounce warnings. */
export function PreferencesSection({ email }: { email: string }) {
  const preferences = usePreferences()
  return (
    <section aria-labelledby="preferences-title">
      <Card className="space-y-4 p-5">
        <h2 id="preferences-title" className="text-lg font-bold text-brand-950">
          Préférences de réception
        </h2>
        {preferences.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : preferences.isError ? (
          <ErrorState title={NOTIFICATIONS_UI.preferencesLoadError} onRetry={() => void preferences.refetch()} retrying={preferences.isRefetching} />
        ) : (
          // a fresh form for each answer of the server (after a save: the number as the server wrote it)
          <PreferencesFields key={JSON.stringify(preferences.data)} saved={preferences.data} email={email} />
        )}
      </Card>
    </section>
  )
}

function PreferencesFields({ saved, email }: { saved: NotificationPreferences; email: string }) {
  // without consent WhatsApp is off whatever the switch says (it is on by default for every account)
  const [values, setValues] = useState({
    email_opt_in: saved.email_opt_in,
    whatsapp_consent: saved.whatsapp_consent,
    whatsapp_opt_in: saved.whatsapp_consent && saved.whatsapp_opt_in,
    phone: saved.phone ?? '',
  })
  const [localError, setLocalError] = useState<string | null>(null)
  const save = useSavePreferences()
  const set = (change: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...change }))
    setLocalError(null)
  }

  const failure = save.error && errorStatus(save.error) !== 401 ? serverMessage(save.error, NOTIFICATIONS_UI.preferencesSaveError) : null
  const phoneError = localError ?? (failure && PHONE_MESSAGES.includes(failure) ? failure : undefined)

  function submit(event: FormEvent) {
    event.preventDefault()
    const phone = values.phone.trim()
    // the server says the same: consenting to WhatsApp needs a number
    if (values.whatsapp_consent && !phone) return setLocalError(NOTIFICATION_MESSAGES.whatsappNeedsConsent)
    // without consent the number stays as it is (hidden, not erased)
    save.mutate({ ...values, phone: values.whatsapp_consent ? phone : undefined })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 flex items-center gap-2 font-semibold text-ink">
          <Mail className="size-4 text-brand-700" aria-hidden="true" />
          E-mail
        </legend>
        <Checkbox label="Recevoir mes notifications par e-mail" hint={`À l’adresse ${email}.`} checked={values.email_opt_in} onChange={(event) => set({ email_opt_in: event.target.checked })} />
        {saved.email_invalid ? <Warning>{NOTIFICATIONS_UI.emailInvalid}</Warning> : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 flex items-center gap-2 font-semibold text-ink">
          <MessageCircle className="size-4 text-brand-700" aria-hidden="true" />
          WhatsApp
        </legend>
        <Checkbox
          label="J’accepte de recevoir des messages WhatsApp (accès, séances, rappels)."
          checked={values.whatsapp_consent}
          // consenting turns the channel on; withdrawing turns it off
          onChange={(event) => set({ whatsapp_consent: event.target.checked, whatsapp_opt_in: event.target.checked })}
        />
        {values.whatsapp_consent ? (
          <>
            <PhoneField
              maxLength={30}
              value={values.phone}
              error={phoneError}
              onChange={(event) => set({ phone: event.target.value })}
            />
            {saved.phone_invalid ? <Warning>{NOTIFICATIONS_UI.phoneInvalid}</Warning> : null}
            <Checkbox label="Recevoir mes notifications par WhatsApp" checked={values.whatsapp_opt_in} onChange={(event) => set({ whatsapp_opt_in: event.target.checked })} />
          </>
        ) : null}
      </fieldset>

      <p className="text-sm text-muted">{NOTIFICATIONS_UI.essentialNote}</p>
      {failure && !phoneError ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" className="w-full sm:w-auto" loading={save.isPending}>
        Enregistrer mes préférences
      </Button>
    </form>
  )
}

/** A channel the platform could not reach: said in words, not only in colour. */
function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-control border border-accent-200 bg-accent-50 p-3 text-sm text-accent-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}
