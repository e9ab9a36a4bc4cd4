import { FORMATION_LIMITS } from '@tutorat/contracts'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { AnnouncementDraft } from './api.ts'
import { ListFields } from './ListFields.tsx'

export function FaqFields({ form }: { form: UseFormReturn<AnnouncementDraft> }) {
  const list = useFieldArray({ control: form.control, name: 'faq' })
  const field = fieldsOf(form)
  return (
    <ListFields
      legend="Questions fréquentes"
      hint="Affichées en accordéon sur la page de la formation."
      ids={list.fields.map((item) => item.id)}
      max={FORMATION_LIMITS.faq}
      addLabel="Ajouter une question"
      onAdd={() => list.append({ question: '', answer: '' })}
      removeLabel={(index) => `Retirer la question ${index + 1}`}
      onRemove={(index) => list.remove(index)}
      item={(index) => (
        <>
          <TextField label={`Question ${index + 1}`} requirement="required" autoComplete="off" {...field(`faq.${index}.question`)} />
          <Textarea label="Réponse" requirement="required" rows={3} {...field(`faq.${index}.answer`)} />
        </>
      )}
    />
  )
}
