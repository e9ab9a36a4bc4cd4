import type { UseFormRegisterReturn } from 'react-hook-form'
import { ACCESS_TYPE_LABELS, GRANT_TYPES } from '../accesses/access-types.ts'
import { useCourseOptions } from '../accesses/use-course-options.ts'
import { Input } from '../../ui/Input.tsx'
import { Options, Select } from '../../ui/Select.tsx'

type FieldName = 'course_id' | 'access_type' | 'duration_days'

interface GrantFieldsProps {
  fields: Record<FieldName, UseFormRegisterReturn>
  errors: Partial<Record<FieldName, string | undefined>>
}

/** The access an invite or an import grants: course (required), type, duration (0 = unlimited). */
export function GrantFields({ fields, errors }: GrantFieldsProps) {
  const courses = useCourseOptions()
  const none = courses.data?.length === 0
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Select
        label="Cours"
        requirement="required"
        className="sm:col-span-2"
        disabled={courses.isPending}
        error={errors.course_id ?? (courses.isError ? 'Impossible de charger vos cours.' : undefined)}
        hint={none ? 'Vous n’avez encore aucun cours : créez-en un dans « Cours ».' : undefined}
        {...fields.course_id}
      >
        <option value="">{courses.isPending ? 'Chargement des cours…' : 'Choisissez un cours'}</option>
        {courses.data?.map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </Select>
      <Select label="Type d’accès" error={errors.access_type} {...fields.access_type}>
        <Options values={GRANT_TYPES} label={(type) => ACCESS_TYPE_LABELS[type]} />
      </Select>
      <Input label="Durée (jours)" type="number" inputMode="numeric" min={0} step={1} hint="0 = illimité" error={errors.duration_days} {...fields.duration_days} />
    </div>
  )
}

export function registerGrantFields(register: (name: FieldName) => UseFormRegisterReturn): Record<FieldName, UseFormRegisterReturn> {
  return { course_id: register('course_id'), access_type: register('access_type'), duration_days: register('duration_days') }
}
