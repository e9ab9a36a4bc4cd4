import { zodResolver } from '@hookform/resolvers/zod'
import { TESTIMONIAL_MESSAGES, testimonialSubmitInput } from '@tutorat/contracts'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { AdminTestimonial } from './types.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { trpc } from '../../lib/trpc.ts'

// The public form's rules (SPEC §5), without its honeypot; the formation as the select holds it ('' = none).
const editSchema = testimonialSubmitInput.pick({ nom: true, ecole: true, comment: true }).extend({ rating: z.coerce.number().int().min(1).max(5), formation: z.string() })
type EditInput = z.input<typeof editSchema>
type EditValues = z.output<typeof editSchema>
export type TestimonialEdit = Omit<EditValues, 'formation'> & { announcement_id: number | null }

const RATING_LABELS = { 5: 'Excellent', 4: 'Très bien', 3: 'Bien', 2: 'Moyen', 1: 'Décevant' } as const

interface TestimonialEditFormProps {
  testimonial: AdminTestimonial
  saving: boolean
  error: string | undefined
  onSave: (changes: Partial<TestimonialEdit>) => void
  onCancel: () => void
}

/** The card's in-place edit: name, school, comment, rating and formation (issue 31); only what changed is sent. */
export function TestimonialEditForm({ testimonial, saving, error, onSave, onCancel }: TestimonialEditFormProps) {
  const form = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { nom: testimonial.nom, ecole: testimonial.ecole, comment: testimonial.comment, rating: testimonial.rating, formation: String(testimonial.announcement_id ?? '') },
  })
  const field = fieldsOf(form)
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) => {
    const formation = values.formation === '' ? null : Number(values.formation)
    const changes: Partial<TestimonialEdit> = {
      ...(values.nom !== testimonial.nom ? { nom: values.nom } : {}),
      ...(values.ecole !== testimonial.ecole ? { ecole: values.ecole } : {}),
      ...(values.comment !== testimonial.comment ? { comment: values.comment } : {}),
      ...(values.rating !== testimonial.rating ? { rating: values.rating } : {}),
      ...(formation !== testimonial.announcement_id ? { announcement_id: formation } : {}),
    }
    onSave(changes)
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Modifier le témoignage de ${testimonial.nom}`} className="flex flex-col gap-4 p-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField label="Nom" requirement="required" autoComplete="off" {...field('nom')} />
      <TextField label="École" requirement="required" autoComplete="off" {...field('ecole')} />
      <Textarea label="Commentaire" requirement="required" rows={5} {...field('comment')} />
      <Select label="Note" error={errors.rating?.message ?? (errors.rating ? TESTIMONIAL_MESSAGES.ratingRange : undefined)} {...form.register('rating')}>
        {([5, 4, 3, 2, 1] as const).map((value) => (
          <option key={value} value={value}>
            {'★'.repeat(value)} {value}/5 — {RATING_LABELS[value]}
          </option>
        ))}
      </Select>
      <FormationSelect register={form.register('formation')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" loading={saving}>
          Enregistrer
        </Button>
      </div>
    </form>
  )
}

/**
 * The formation the testimonial is about: shown on that formation's page once active. Drawn once
 * the formations are in, so the select starts on the testimonial's own (a select without its option
 * would read as « Aucune » and clear it on save).
 */
function FormationSelect({ register }: { register: UseFormRegisterReturn<'formation'> }) {
  const formations = trpc.announcements.adminList.useQuery()
  const hint = 'Le témoignage s’affiche sur la page de cette formation une fois actif.'
  if (!formations.data) {
    return (
      <Select label="Formation" hint={formations.isError ? 'Impossible de charger les formations : la formation actuelle est gardée.' : hint} disabled>
        <option>{formations.isError ? 'Formations indisponibles' : 'Chargement des formations…'}</option>
      </Select>
    )
  }
  const titles = new Map(formations.data.map((formation) => [formation.id, formation.title]))
  return (
    <Select label="Formation" hint={hint} {...register}>
      <option value="">Aucune formation</option>
      <Options values={[...titles.keys()]} label={(id) => titles.get(id) ?? String(id)} />
    </Select>
  )
}
