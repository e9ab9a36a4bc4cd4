import { Select } from './Select.tsx'

interface CourseFilterSelectProps {
  value: number | undefined
  courses: readonly { id: number; title: string }[] | undefined
  /** The first option, no course chosen. */
  allLabel: string
  onChange: (courseId: number | undefined) => void
}

/** A list's course filter. A course named in the URL but not listed (deleted, or not loaded yet) stays selectable. */
export function CourseFilterSelect({ value, courses, allLabel, onChange }: CourseFilterSelectProps) {
  const known = courses?.some((course) => course.id === value) ?? false
  return (
    <Select label="Filtrer par cours" hideLabel value={value ? String(value) : ''} onChange={(event) => onChange(Number(event.target.value) || undefined)}>
      <option value="">{allLabel}</option>
      {value && !known ? <option value={String(value)}>Cours n° {value}</option> : null}
      {courses?.map((course) => (
        <option key={course.id} value={String(course.id)}>
          {course.title}
        </option>
      ))}
    </Select>
  )
}
