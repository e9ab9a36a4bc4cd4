import { ACCESS_TYPES } from '@tutorat/contracts'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '../../ui/TextField.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { ACCESS_TYPE_LABELS } from '../accesses/access-types.ts'
import { useCourseOptions } from '../accesses/use-course-options.ts'

type Field = UseFormRegisterReturn & { error: string | undefined }

interface OnlineSaleFieldsProps {
  fields: { course_id: Field; amount_mad: Field; access_type: Field; duration_days: Field }
}

/** What a payment for this formation buys: the course, the amount, the access it opens. */
export function OnlineSaleFields({ fields }: OnlineSaleFieldsProps) {
  const courses = useCourseOptions()
  const courseHint = courses.isError ? 'Les cours n’ont pas pu être chargés : réessayez.' : 'L’accès à ce cours est accordé une fois le paiement validé.'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {courses.isPending ? (
        // mounted once the options exist, so the select shows the linked course, not the first option
        <Select key="loading" label="Cours vendu" requirement="required" disabled className="sm:col-span-2">
          <option>Chargement des cours…</option>
        </Select>
      ) : (
        <Select key="loaded" label="Cours vendu" requirement="required" hint={courseHint} className="sm:col-span-2" {...fields.course_id}>
          <option value="">Choisir un cours</option>
          {courses.data?.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </Select>
      )}
      <TextField label="Montant (DH)" requirement="required" inputMode="numeric" autoComplete="off" placeholder="Ex. : 1200" {...fields.amount_mad} />
      <TextField label="Durée (jours)" requirement="required" inputMode="numeric" autoComplete="off" hint="0 = illimitée" {...fields.duration_days} />
      <Select label="Type d’accès" requirement="required" className="sm:col-span-2" {...fields.access_type}>
        <Options values={ACCESS_TYPES} label={(type) => ACCESS_TYPE_LABELS[type]} />
      </Select>
    </div>
  )
}
