import { EXAM_RULES, REVIEW_POLICIES, REVIEW_POLICY_LABELS } from '@tutorat/contracts'
import type { UseFormReturn } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useCourseOptions } from '../accesses/use-course-options.ts'
import { PUBLIC_EXAM } from './format.ts'
import { PUBLIC_AUDIENCE, type SettingsDraft } from './settings-form.ts'

type SettingsForm = UseFormReturn<SettingsDraft>

const CASABLANCA_HINT = 'Heure de Casablanca (heure du Maroc), quel que soit le fuseau de votre ordinateur. Vide : sans limite.'

interface SettingsFieldsProps {
  form: SettingsForm
  /** the exam's course, shown even when the admin's list lacks it (not loaded, or another admin's for a super admin) */
  course?: { id: number; title: string } | null | undefined
}

/** An exam's settings, for the new exam's dialog and the editor alike. */
export function SettingsFields({ form, course }: SettingsFieldsProps) {
  const field = fieldsOf(form)
  return (
    <>
      <TextField label="Titre" requirement="required" maxLength={200} placeholder="Ex. : Concours blanc ENSA — mathématiques" {...field('title')} />
      <Textarea label="Description" requirement="optional" rows={3} maxLength={5000} hint="Ce que les étudiants lisent avant de commencer : le programme, le matériel autorisé." {...field('description')} />
      <AudienceSelect form={form} current={course ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Durée (minutes)"
          requirement="required"
          type="number"
          inputMode="numeric"
          min={1}
          max={EXAM_RULES.maxTimeLimitMinutes}
          hint="Le chronomètre part au début de chaque copie."
          {...field('time_limit_minutes')}
        />
        <TextField label="Tentatives par étudiant" requirement="required" type="number" inputMode="numeric" min={1} max={EXAM_RULES.maxAttempts} hint={`De 1 à ${EXAM_RULES.maxAttempts}.`} {...field('max_attempts')} />
        <TextField label="Ouverture" requirement="optional" type="datetime-local" hint={CASABLANCA_HINT} {...field('opens_at_local')} />
        <TextField label="Clôture" requirement="optional" type="datetime-local" hint={CASABLANCA_HINT} {...field('closes_at_local')} />
        <TextField
          label="Pénalité par mauvaise réponse (points)"
          requirement="required"
          inputMode="decimal"
          placeholder="0"
          hint="Retirée pour chaque réponse fausse ; une réponse vide ne coûte rien et la note ne descend jamais sous 0."
          {...field('penalty')}
        />
        <Select label="Correction visible" requirement="required" hint="Quand l’étudiant voit les bonnes réponses et les explications." {...field('review_policy')}>
          <Options values={REVIEW_POLICIES} label={(policy) => REVIEW_POLICY_LABELS[policy]} />
        </Select>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Ordre</legend>
        <Checkbox label="Mélanger les questions" hint="Chaque copie reçoit son propre ordre (le même après un rechargement)." {...form.register('shuffle_questions')} />
        <Checkbox label="Mélanger les options de chaque question" {...form.register('shuffle_options')} />
      </fieldset>
    </>
  )
}

/** The course and « public » exclude each other (the server refuses both): one choice holds them. */
function AudienceSelect({ form, current }: { form: SettingsForm; current: { id: number; title: string } | null }) {
  const courses = useCourseOptions()
  // the exam's own course stays one option from the first render: swapping its <option> for the
  // list's copy when the list arrives would leave the uncontrolled select showing another choice
  const others = courses.data?.filter((course) => course.id !== current?.id)
  const field = fieldsOf(form)
  const hint = courses.isError
    ? 'Impossible de charger vos cours : rechargez la page.'
    : 'Un quiz de cours est ouvert aux étudiants qui ont un accès valide au cours ; un concours blanc public, à tout étudiant inscrit.'
  return (
    <Select label="Ouvert à" requirement="required" hint={hint} {...field('audience')}>
      <option value={PUBLIC_AUDIENCE}>{PUBLIC_EXAM} (tout étudiant inscrit)</option>
      <optgroup label={courses.isPending ? 'Chargement des cours…' : 'Quiz d’un cours'}>
        {current ? <option value={String(current.id)}>{current.title}</option> : null}
        {others?.map((course) => (
          <option key={course.id} value={String(course.id)}>
            {course.title}
          </option>
        ))}
      </optgroup>
      <option value="">Personne pour l’instant (brouillon)</option>
    </Select>
  )
}
