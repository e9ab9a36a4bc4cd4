import { FORMATION_LIMITS } from '@tutorat/contracts'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { Select } from '../../ui/Select.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { AnnouncementDraft } from './api.ts'

/** Equal parts of `amount`, the remainder on the first one: what « n fois » proposes before the admin adjusts it. */
export function splitAmount(amount: number, parts: number): number[] {
  if (!Number.isInteger(amount) || amount <= 0 || parts === 0) return Array.from({ length: parts }, () => 0)
  const base = Math.floor(amount / parts)
  return Array.from({ length: parts }, (_, index) => (index === 0 ? amount - base * (parts - 1) : base))
}

const COUNTS = [0, 2, 3, 4] as const

/** « Paiement en plusieurs fois »: 2 to 4 parts, one every 30 days, adding up to the amount. */
export function InstalmentFields({ form }: { form: UseFormReturn<AnnouncementDraft> }) {
  const list = useFieldArray({ control: form.control, name: 'instalments' })
  const amount = useWatch({ control: form.control, name: 'amount_mad' })
  const field = fieldsOf(form)
  // a field array's own error sits under `root` (the parts' errors under their index)
  const errors = form.formState.errors.instalments
  const error = errors?.root?.message ?? errors?.message
  const choose = (count: number) => list.replace(splitAmount(Number(amount), count).map((part) => ({ amount: part ? String(part) : '' })))
  return (
    <div className="space-y-3 sm:col-span-2">
      <Select
        label="Paiement en plusieurs fois"
        requirement="optional"
        hint="Une échéance tous les 30 jours ; leur somme doit être égale au montant."
        value={String(list.fields.length)}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {COUNTS.filter((count) => count <= FORMATION_LIMITS.instalmentsMax).map((count) => (
          <option key={count} value={count}>
            {count === 0 ? 'Non : paiement en une fois' : `En ${count} fois`}
          </option>
        ))}
      </Select>
      {list.fields.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {list.fields.map((item, index) => (
            <TextField key={item.id} label={`Échéance ${index + 1} (DH)`} inputMode="numeric" autoComplete="off" {...field(`instalments.${index}.amount`)} />
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
