import { LIMITS } from '@tutorat/contracts'
import { Send, Star } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { useHydrated } from '../../ssr/hydration.ts'
import { useTypedBeforeHydration } from '../../ssr/typed-before-hydration.ts'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { FormationChoice } from './FormationChoice.tsx'
import { RATINGS } from './Stars.tsx'
import type { ShownTestimonial } from './types.ts'

// Bounds of `testimonialSubmitInput` (the server checks them too): typing stops there.
const MAX = { nom: 120, ecole: 120, comment: 2000 } as const

interface Draft {
  nom: string
  ecole: string
  comment: string
  rating: number
  /** the formation it is about ('' = none), shown on that formation's page once published */
  announcement_id: string
  /** Honeypot: people never see it, bots fill it in; the server drops what carries one. */
  website: string
}

const EMPTY: Draft = { nom: '', ecole: '', comment: '', rating: LIMITS.defaultTestimonialRating, announcement_id: '', website: '' }

export interface LocalTestimonials {
  /** Shows the testimonial at once, at the top of the list (SPEC §4). */
  add: (testimonial: ShownTestimonial) => void
  /** The server accepted it: its temporary id becomes the server's. */
  confirm: (temporaryId: string, id: number | null) => void
  /** The server refused it (invalid, too many tries): it was never saved. */
  drop: (temporaryId: string) => void
}

let sequence = 0

/** SPEC §8: a message that contains "succès" is a success, anything else an error. */
export const isSuccessMessage = (message: string) => message.includes('succès')

export function TestimonialForm({ local }: { local: LocalTestimonials }) {
  // the button waits for the app when the page came from the server (ContactForm says why)
  const hydrated = useHydrated()
  const [draft, setDraft] = useState(EMPTY)
  const [message, setMessage] = useState<string | null>(null)
  const submitMutation = trpc.testimonials.submit.useMutation()
  const form = useRef<HTMLFormElement>(null)
  // what the visitor typed on the server's page before the app arrived stays in the fields
  const { nom, ecole, comment, website } = draft
  useTypedBeforeHydration(form, { nom, ecole, comment, website }, (typed) => setDraft((current) => ({ ...current, ...typed })))

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const missing = message === TESTIMONIAL_MESSAGES.fillRequired

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const sent = { ...draft, nom: draft.nom.trim(), ecole: draft.ecole.trim(), comment: draft.comment.trim() }
    if (!sent.comment || !sent.nom || !sent.ecole) {
      setMessage(TESTIMONIAL_MESSAGES.fillRequired)
      return
    }

    sequence += 1
    const temporaryId = `local-${sequence}`
    local.add({ id: temporaryId, nom: sent.nom, ecole: sent.ecole, comment: sent.comment, rating: sent.rating, created_at: new Date().toISOString(), local: true })
    setDraft(EMPTY)
    setMessage(null)

    try {
      const result = await submitMutation.mutateAsync({ ...sent, announcement_id: sent.announcement_id ? Number(sent.announcement_id) : null })
      local.confirm(temporaryId, result.testimonial_id)
      setMessage(result.message || TESTIMONIAL_MESSAGES.published)
    } catch (error) {
      const status = errorStatus(error)
      if (status !== undefined && status >= 400 && status < 500) {
        // refused, not lost: nothing was saved, so give the visitor their text back with the reason
        local.drop(temporaryId)
        setDraft(sent)
        setMessage(serverMessage(error, TESTIMONIAL_MESSAGES.savedLocally))
      } else {
        setMessage(TESTIMONIAL_MESSAGES.savedLocally)
      }
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="temoignage-form-titre" className="relative flex flex-col gap-4">
      <h3 id="temoignage-form-titre" className="text-xl font-bold text-brand-950">
        Partagez votre expérience
      </h3>
      <Textarea
        label="Votre témoignage"
        name="comment"
        requirement="required"
        rows={4}
        maxLength={MAX.comment}
        value={draft.comment}
        error={missing && !draft.comment.trim() ? 'Écrivez votre témoignage' : undefined}
        onChange={(event) => set('comment', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nom"
          name="nom"
          requirement="required"
          autoComplete="name"
          maxLength={MAX.nom}
          value={draft.nom}
          error={missing && !draft.nom.trim() ? 'Indiquez votre nom' : undefined}
          onChange={(event) => set('nom', event.target.value)}
        />
        <TextField
          label="École ou filière"
          name="ecole"
          requirement="required"
          maxLength={MAX.ecole}
          value={draft.ecole}
          error={missing && !draft.ecole.trim() ? 'Indiquez votre école' : undefined}
          onChange={(event) => set('ecole', event.target.value)}
        />
      </div>

      <FormationChoice value={draft.announcement_id} onChange={(value) => set('announcement_id', value)} />

      <fieldset>
        <legend className="text-sm font-medium text-ink">Votre note</legend>
        <div className="mt-1 flex">
          {RATINGS.map((value) => (
            <label key={value} className="cursor-pointer p-0.5">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={draft.rating === value}
                onChange={() => set('rating', value)}
                className="peer sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
                  value <= draft.rating ? 'fill-accent-400 text-accent-600' : 'text-slate-400',
                )}
              />
              <span className="sr-only">
                {value} {value > 1 ? 'étoiles' : 'étoile'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* Off screen rather than display:none (bots skip those); never reachable by keyboard or screen reader. */}
      <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
        <label>
          Site web
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={draft.website} onChange={(event) => set('website', event.target.value)} />
        </label>
      </div>

      {message ? <Alert tone={isSuccessMessage(message) ? 'success' : 'error'}>{message}</Alert> : null}
      <Button type="submit" size="lg" loading={submitMutation.isPending} className="self-start" disabled={!hydrated}>
        <Send className="size-5" aria-hidden="true" />
        Publier mon témoignage
      </Button>
      <p className="text-xs text-muted">Les témoignages sont publiés après relecture par notre équipe.</p>
    </form>
  )
}
