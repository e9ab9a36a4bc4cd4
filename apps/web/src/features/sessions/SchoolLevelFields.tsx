import { LEVELS } from '@tutorat/contracts'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Options, Select } from '../../ui/Select.tsx'
import { TextField } from '../../ui/TextField.tsx'

/** What `fieldsOf(form)(name)` gives: the registration and the field's own error. */
type FieldProps = UseFormRegisterReturn & { error: string | undefined }

const SCHOOLS = ['ENSA', 'ENSAM', 'EMI', 'ENSIAS', 'EHTP', 'FST', 'ENCG', 'EST', 'CPGE / prépa', 'Faculté', 'Lycée']

interface SchoolLevelFieldsProps {
  school: FieldProps
  level: FieldProps
  /** the student's profile may leave them empty (accounts an admin created have none) */
  requirement?: 'required' | 'optional'
}

/** « Établissement » (typed, with the usual schools offered) and « Niveau », side by side from `sm`: the sign-up's, the session request's and the profile's. */
export function SchoolLevelFields({ school, level, requirement = 'required' }: SchoolLevelFieldsProps) {
  const schoolsId = useId()
  return (
    <>
      <TextField label="Établissement" requirement={requirement} autoComplete="organization" list={schoolsId} {...school} />
      <datalist id={schoolsId}>
        {SCHOOLS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Select label="Niveau" requirement={requirement} {...level}>
        <option value="">Choisissez…</option>
        <Options values={LEVELS} />
      </Select>
    </>
  )
}

/** The honeypot `website`: hidden from people, keyboards and screen readers; bots fill it and the server keeps nothing. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Site web
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
