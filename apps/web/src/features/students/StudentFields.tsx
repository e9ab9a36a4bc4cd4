import { LEVELS } from '@tutorat/contracts'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '../../ui/Input.tsx'
import { Options, Select } from '../../ui/Select.tsx'

type FieldName = 'name' | 'email' | 'phone' | 'level'

interface StudentFieldsProps {
  fields: Record<FieldName, UseFormRegisterReturn>
  errors: Partial<Record<FieldName, string | undefined>>
}

/** Name, email, phone and level: the same on the new, edit and invite forms (SPEC §5). */
export function StudentFields({ fields, errors }: StudentFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Input label="Nom complet" autoComplete="off" error={errors.name} aria-required="true" {...fields.name} />
      <Input label="Email" type="email" inputMode="email" autoComplete="off" error={errors.email} aria-required="true" {...fields.email} />
      <Input label="Téléphone (facultatif)" type="tel" inputMode="tel" autoComplete="off" placeholder="+212 6 00 00 00 00" error={errors.phone} {...fields.phone} />
      <Select label="Niveau (facultatif)" error={errors.level} {...fields.level}>
        <option value="">Non défini</option>
        <Options values={LEVELS} />
      </Select>
    </div>
  )
}

export function registerStudentFields(register: (name: FieldName) => UseFormRegisterReturn): Record<FieldName, UseFormRegisterReturn> {
  return { name: register('name'), email: register('email'), phone: register('phone'), level: register('level') }
}
