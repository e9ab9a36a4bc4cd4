import type { UseFormReturn } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { AnnouncementDraft } from './api.ts'
import { FaqFields } from './FaqFields.tsx'
import { PreviewVideoPicker } from './PreviewVideoPicker.tsx'
import { TeacherFields } from './TeacherFields.tsx'

/** What the formation's own page says (DESIGN §18): programme, dates, seats, teachers, FAQ, preview. */
export function PageFields({ form }: { form: UseFormReturn<AnnouncementDraft> }) {
  const field = fieldsOf(form)
  return (
    <fieldset className="space-y-5 rounded-control border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Page de la formation</legend>
      <Textarea
        label="Programme"
        requirement="optional"
        rows={8}
        hint="En Markdown : « ## Titre » pour une partie, « - » pour une liste, **gras**."
        {...field('programme')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date de début" requirement="optional" type="date" {...field('starts_on')} />
        <TextField label="Nombre de places" requirement="optional" inputMode="numeric" autoComplete="off" hint="Vide = illimité" {...field('capacity')} />
        <TextField label="Horaires" requirement="optional" placeholder="Ex. : mardi et jeudi de 18 h 30 à 20 h" className="sm:col-span-2" {...field('schedule')} />
      </div>
      <PreviewVideoPicker form={form} />
      <TeacherFields form={form} />
      <FaqFields form={form} />
    </fieldset>
  )
}
