import { SESSION_RULES } from '@tutorat/contracts'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { UrlField } from '../../ui/UrlField.tsx'
import { useCourseOptions } from '../accesses/use-course-options.ts'
import { durationLabel } from './format.ts'
import { DURATION_CHOICES, OTHER_DURATION, type SessionDraft } from './session-form.ts'

type SessionForm = UseFormReturn<SessionDraft>

/** What every session has: title, description, start (Casablanca), duration, Meet link, free or not. */
export function SessionFields({ form }: { form: SessionForm }) {
  const field = fieldsOf(form)
  const duration = useWatch({ control: form.control, name: 'duration' })
  return (
    <>
      <TextField label="Titre" requirement="required" maxLength={200} placeholder="Ex. : Révision — suites numériques" {...field('title')} />
      <Textarea label="Description" requirement="optional" rows={3} maxLength={2000} hint="Ce que les étudiants doivent préparer ou apporter." {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Début" requirement="required" type="datetime-local" hint="Date et heure de Casablanca (heure du Maroc), quel que soit le fuseau de votre ordinateur." {...field('starts_at_local')} />
        <div className="space-y-3">
          <Select label="Durée" requirement="required" {...field('duration')}>
            {DURATION_CHOICES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {durationLabel(minutes)}
              </option>
            ))}
            <option value={OTHER_DURATION}>Autre durée…</option>
          </Select>
          {duration === OTHER_DURATION ? (
            <TextField
              label="Durée en minutes"
              requirement="required"
              type="number"
              inputMode="numeric"
              min={SESSION_RULES.minDurationMinutes}
              max={SESSION_RULES.maxDurationMinutes}
              hint={`De ${SESSION_RULES.minDurationMinutes} à ${SESSION_RULES.maxDurationMinutes} minutes.`}
              {...field('custom_duration')}
            />
          ) : null}
        </div>
      </div>
      <UrlField
        label="Lien Google Meet"
        requirement="required"
        placeholder="https://meet.google.com/abc-defg-hij"
        hint="De la forme https://meet.google.com/abc-defg-hij. Les étudiants ne le voient jamais : ils rejoignent par la plateforme, au bon moment."
        {...field('meet_url')}
      />
      <Checkbox label="Séance gratuite (accessible aux accès d’essai)" hint="Sinon, seuls les étudiants avec un accès complet au cours la voient." {...form.register('is_free')} />
    </>
  )
}

/** The admin's courses (a regular admin sees their own); required for a group session only. */
export function CourseSelect({ form, required }: { form: SessionForm; required: boolean }) {
  const courses = useCourseOptions()
  const field = fieldsOf(form)
  const hint = required ? 'Ses étudiants (accès valide) sont invités et prévenus.' : 'Pour y ajouter l’enregistrement de la séance.'
  return (
    <Select label="Cours" requirement={required ? 'required' : 'optional'} hint={courses.isError ? 'Impossible de charger vos cours : rechargez la page.' : hint} {...field('course_id')}>
      <option value="">{courses.isPending ? 'Chargement des cours…' : required ? 'Choisissez un cours' : 'Aucun cours'}</option>
      {courses.data?.map((course) => (
        <option key={course.id} value={String(course.id)}>
          {course.title}
        </option>
      ))}
    </Select>
  )
}
