import { zodResolver } from '@hookform/resolvers/zod'
import { CONTRACT_TYPES, jobOfferCreateInput, type JobOfferAdmin, moroccoToday, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { errorMessage, statusOf, useSignOut } from './feedback.ts'
import { fieldsOf } from '../../lib/form-field.ts'

export const DEADLINE_PAST = 'La date limite est déjà passée : choisissez une date à venir.'
const SAVE_ERROR = 'Erreur lors de la sauvegarde'

/** The contract's schema, with the words a form needs when a choice is missing or a date is already gone. */
function offerFormSchema(original: JobOfferAdmin | undefined) {
  return jobOfferCreateInput
    .extend({
      contract_type: z.enum(CONTRACT_TYPES, { error: 'Choisissez un type de contrat' }),
      is_active: z.boolean(),
    })
    .superRefine((values, context) => {
      // an old offer may keep its past deadline; a new date must be to come
      if (values.deadline && values.deadline !== original?.deadline && values.deadline < moroccoToday()) {
        context.addIssue({ code: 'custom', path: ['deadline'], message: DEADLINE_PAST })
      }
    })
}
type OfferFormInput = z.input<ReturnType<typeof offerFormSchema>>
type OfferFormOutput = z.output<ReturnType<typeof offerFormSchema>>

function defaultValues(offer: JobOfferAdmin | undefined): Partial<OfferFormInput> {
  if (!offer) return { title: '', company: '', location: '', description: '', requirements: '', salary: '', deadline: '', is_active: true }
  return {
    title: offer.title,
    company: offer.company,
    location: offer.location,
    contract_type: offer.contract_type,
    description: offer.description,
    requirements: offer.requirements ?? '',
    salary: offer.salary ?? '',
    deadline: offer.deadline ?? '',
    is_active: offer.is_active,
  }
}

interface OfferFormDialogProps {
  /** `null`: closed; `'new'`: create; an offer: edit it. */
  target: JobOfferAdmin | 'new' | null
  onClose: () => void
}

export function OfferFormDialog({ target, onClose }: OfferFormDialogProps) {
  const offer = target === 'new' ? undefined : (target ?? undefined)
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={offer ? 'Modifier l’offre' : 'Nouvelle offre d’emploi'}
      description={offer ? `« ${offer.title} »` : 'Elle sera visible sur la page Recrutement dès qu’elle est active.'}
      size="lg"
    >
      {/* mounted per opening: the fields start from the chosen offer */}
      {target !== null ? <OfferForm key={offer?.id ?? 'new'} offer={offer} onDone={onClose} /> : null}
    </Dialog>
  )
}

function OfferForm({ offer, onDone }: { offer: JobOfferAdmin | undefined; onDone: () => void }) {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  const form = useForm<OfferFormInput, unknown, OfferFormOutput>({
    resolver: zodResolver(offerFormSchema(offer)),
    defaultValues: defaultValues(offer),
  })
  const field = fieldsOf(form)
  const { errors } = form.formState

  const saved = async (message: string) => {
    // the admin list, the stats and the public pages all read offers
    await utils.recruitment.invalidate()
    toast.success(message)
    onDone()
  }
  const onError = (error: unknown) => {
    if (statusOf(error) === 401) signOut()
  }
  const create = trpc.recruitment.create.useMutation({ onSuccess: () => saved(RECRUITMENT_MESSAGES.offerCreated), onError })
  const update = trpc.recruitment.update.useMutation({ onSuccess: () => saved(RECRUITMENT_MESSAGES.offerUpdated), onError })
  const save = offer ? update : create

  const onSubmit = form.handleSubmit((values) => {
    if (offer) update.mutate({ id: offer.id, ...values })
    else create.mutate(values)
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label={offer ? 'Modifier l’offre' : 'Nouvelle offre'} className="space-y-5">
      <p className="text-sm text-muted">
        Les champs marqués d’un <span className="text-red-700">*</span> sont obligatoires.
      </p>
      <TextField label="Intitulé du poste" requirement="required" {...field('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Entreprise" requirement="required" {...field('company')} />
        <TextField label="Ville" requirement="required" placeholder="Casablanca, Rabat…" {...field('location')} />
        <Select label="Type de contrat" requirement="required" {...field('contract_type')}>
          <option value="">Choisir…</option>
          <Options values={CONTRACT_TYPES} />
        </Select>
        <TextField label="Rémunération" requirement="optional" placeholder="Ex. : 4 000 DH / mois" {...field('salary')} />
      </div>
      <Textarea label="Description du poste" requirement="required" rows={6} {...field('description')} />
      <Textarea
        label="Profil recherché"
        requirement="optional"
        rows={4}
        hint="Formation, compétences, langues…"
        {...field('requirements')}
      />
      <TextField
        label="Date limite de candidature"
        requirement="optional"
        type="date"
        hint="Dernier jour pour postuler (heure du Maroc). Vide : pas de date limite."
        error={errors.deadline?.message}
        className="sm:max-w-xs"
        {...form.register('deadline')}
      />
      <Checkbox label="Offre active" hint="Visible sur la page Recrutement et ouverte aux candidatures." {...form.register('is_active')} />

      {save.error ? <Alert tone="error">{errorMessage(save.error, SAVE_ERROR)}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" loading={save.isPending}>
          {offer ? 'Enregistrer' : 'Publier l’offre'}
        </Button>
      </div>
    </form>
  )
}
