import { keepPreviousData } from '@tanstack/react-query'
import type { AdminStudent } from '@tutorat/contracts'
import { UserCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { Button } from '../../ui/Button.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useDebouncedValue } from '../students/use-debounced-value.ts'

type Student = Pick<AdminStudent, 'id' | 'name' | 'email'>

const MIN_SEARCH = 2
const RESULTS = 8

interface PickerProps {
  /** the chosen student's id as the form holds it ('' for none) */
  value: string
  error?: string | undefined
  onChange: (id: string) => void
  /** the student a link preselected (the access form opened from a student's page) */
  initial?: Student | null | undefined
}

/**
 * A student searched by name or e-mail among the admin's students, then chosen (DESIGN §20: any of
 * them, never a window of the newest). The solo session's student, the access form's.
 */
export function StudentPicker({ value, error, onChange, initial }: PickerProps) {
  const [chosen, setChosen] = useState<Student | null>(initial ?? null)
  const change = useRef<HTMLButtonElement>(null)

  function choose(student: Student | null) {
    setChosen(student)
    onChange(student ? String(student.id) : '')
  }
  // the chosen student replaces the search: the focus follows to its « Changer » button
  useEffect(() => {
    if (chosen && chosen !== initial) change.current?.focus()
  }, [chosen, initial])

  if (chosen && value === String(chosen.id)) {
    return (
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-ink">Étudiant</p>
        <div className="flex items-center justify-between gap-3 rounded-control border border-brand-200 bg-brand-50 p-3">
          <span className="flex min-w-0 items-center gap-2 text-sm">
            <UserCheck className="size-5 shrink-0 text-brand-800" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{chosen.name}</span>
              <span className="block break-all text-muted">{chosen.email}</span>
            </span>
          </span>
          <Button ref={change} variant="secondary" size="sm" aria-label={`Changer d’étudiant (${chosen.name})`} onClick={() => choose(null)}>
            Changer
          </Button>
        </div>
        {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    )
  }
  return <StudentSearch error={error} onChoose={choose} />
}

function StudentSearch({ error, onChoose }: { error: string | undefined; onChoose: (student: Student) => void }) {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim())
  const ready = search.length >= MIN_SEARCH
  const students = trpc.students.list.useQuery({ search, limit: RESULTS, offset: 0 }, { enabled: ready, placeholderData: keepPreviousData })
  return (
    <div className="space-y-2">
      <TextField
        label="Étudiant"
        requirement="required"
        type="search"
        autoComplete="off"
        placeholder="Nom ou e-mail de l’étudiant"
        hint={`Tapez au moins ${MIN_SEARCH} lettres du nom ou de l’e-mail, puis choisissez l’étudiant.`}
        error={error}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {ready ? <SearchResults students={students.data} failed={students.isError} onChoose={onChoose} /> : null}
    </div>
  )
}

function SearchResults({ students, failed, onChoose }: { students: Student[] | undefined; failed: boolean; onChoose: (student: Student) => void }) {
  if (failed) return <p className="text-sm text-red-700">La recherche a échoué : réessayez.</p>
  if (!students) return <p className="text-sm text-muted">Recherche…</p>
  if (students.length === 0) return <p className="text-sm text-muted">Aucun de vos étudiants ne correspond.</p>
  return (
    <ul aria-label="Étudiants trouvés" className="divide-y divide-line rounded-control border border-line">
      {students.map((student) => (
        <li key={student.id}>
          <button
            type="button"
            onClick={() => onChoose(student)}
            aria-label={`Choisir ${student.name} (${student.email})`}
            className="flex min-h-11 w-full cursor-pointer flex-col items-start px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500"
          >
            <span className="font-semibold text-ink">{student.name}</span>
            <span className="break-all text-muted">{student.email}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
