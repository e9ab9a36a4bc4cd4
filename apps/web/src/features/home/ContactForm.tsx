import { Clock, Gift, Laptop, Mail, MessageCircle, Send } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { SERVICE_HOURS } from '../../lib/brand.ts'
import { useSiteSettings, useWhatsappUrl } from '../../lib/site.ts'
import { useHydrated } from '../../ssr/hydration.ts'
import { useTypedBeforeHydration } from '../../ssr/typed-before-hydration.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { CONTACT_MESSAGES, type ContactDraft, type ContactErrors, contactMessage, validateContact } from './contact-message.ts'

const EMPTY: ContactDraft = { firstName: '', lastName: '', email: '', message: '' }
const FIELDS = ['firstName', 'lastName', 'email', 'message'] as const

/** SPEC §2: no backend call — the message opens in WhatsApp, prefilled, in a new tab. */
export function ContactForm() {
  // the server's page shows the form before the app has arrived: a tap then would submit it natively
  // (the fields in the address, the page reloaded); the button waits for the app
  const hydrated = useHydrated()
  const settings = useSiteSettings()
  const whatsapp = useWhatsappUrl()
  const [draft, setDraft] = useState(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // what the visitor typed on the server's page before the app arrived stays in the fields
  useTypedBeforeHydration(form, draft, (typed) => setDraft((current) => ({ ...current, ...typed })))

  const field = (name: keyof ContactDraft) => ({
    name,
    value: draft[name],
    error: errors[name],
    requirement: 'required' as const,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setDraft((current) => ({ ...current, [name]: value }))
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateContact(draft)
    setErrors(found)
    const firstInvalid = FIELDS.find((name) => found[name])
    if (firstInvalid) {
      setStatus(null)
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    if (!whatsapp) {
      setStatus({ tone: 'error', text: CONTACT_MESSAGES.noNumber })
      return
    }
    window.open(whatsapp(contactMessage(draft)), '_blank', 'noopener,noreferrer')
    setStatus({ tone: 'success', text: CONTACT_MESSAGES.opened })
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.5fr]">
      <Card className="flex flex-col gap-5 p-6">
        <ul className="space-y-4">
          <li className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <strong className="block text-brand-950">Disponibles {SERVICE_HOURS}</strong>
              <span className="text-sm text-muted">Des séances possibles en soirée et le week-end.</span>
            </span>
          </li>
          <li className="flex gap-3">
            <Gift className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <strong className="block text-brand-950">Séance d’évaluation gratuite</strong>
              <span className="text-sm text-muted">Pour faire le point sur votre niveau, sans engagement.</span>
            </span>
          </li>
          <li className="flex gap-3">
            <Laptop className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <strong className="block text-brand-950">Partout au Maroc</strong>
              <span className="text-sm text-muted">Tout se passe en ligne : un ordinateur ou un téléphone suffit.</span>
            </span>
          </li>
        </ul>
        <div className="mt-auto flex flex-col gap-3">
          {whatsapp ? (
            <a
              href={whatsapp('Bonjour, je souhaite réserver ma séance d’évaluation gratuite.')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('accent', 'lg')}
            >
              <MessageCircle className="size-5" aria-hidden="true" />
              Écrire sur WhatsApp
            </a>
          ) : null}
          {settings?.contact_email ? (
            <a href={`mailto:${settings.contact_email}`} className={buttonClasses('secondary', 'md', 'min-h-12 break-all')}>
              <Mail className="size-5 shrink-0" aria-hidden="true" />
              {settings.contact_email}
            </a>
          ) : null}
        </div>
      </Card>

      <Card className="p-6 sm:p-8">
        <form ref={form} noValidate onSubmit={submit} aria-label="Formulaire de contact" className="grid gap-4 sm:grid-cols-2">
          <TextField label="Prénom" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Nom" autoComplete="family-name" {...field('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" className="sm:col-span-2" {...field('email')} />
          <Textarea label="Message" rows={5} className="sm:col-span-2" {...field('message')} />
          <div className="space-y-3 sm:col-span-2">
            {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated}>
              <Send className="size-5" aria-hidden="true" />
              Envoyer sur WhatsApp
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}
