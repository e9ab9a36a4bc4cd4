import { ACCESS_TYPES } from '@tutorat/contracts'
import { type Control, Controller, type UseFormRegisterReturn } from 'react-hook-form'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Input } from '../../ui/Input.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { ACCESS_TYPE_LABELS } from './access-types.ts'
import { ModulePicker } from './ModulePicker.tsx'

interface TermsValues {
  modules?: string[] | undefined
}

interface AccessTermsFieldsProps<T extends TermsValues> {
  fields: { access_type: UseFormRegisterReturn; duration_days: UseFormRegisterReturn; is_active: UseFormRegisterReturn }
  errors: { access_type?: string | undefined; duration_days?: string | undefined }
  /** SPEC §5: at least 1 day on a new access, 0 (unlimited) allowed when editing. */
  minDays: 0 | 1
  durationHint: string
  partial: boolean
  courseId: number | undefined
  control: Control<T>
}

/** Type, duration, active flag and, for a partial access, the modules it opens. */
export function AccessTermsFields<T extends TermsValues>({ fields, errors, minDays, durationHint, partial, courseId, control }: AccessTermsFieldsProps<T>) {
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Type d’accès" error={errors.access_type} {...fields.access_type}>
          <Options values={ACCESS_TYPES} label={(type) => ACCESS_TYPE_LABELS[type]} />
        </Select>
        <Input label="Durée (jours)" type="number" inputMode="numeric" min={minDays} step={1} hint={durationHint} error={errors.duration_days} {...fields.duration_days} />
      </div>
      {partial ? (
        <Controller
          // The generic form keeps `modules` at the same path in every caller.
          control={control as unknown as Control<TermsValues>}
          name="modules"
          render={({ field }) => <ModulePicker courseId={courseId} value={field.value ?? []} onChange={field.onChange} />}
        />
      ) : null}
      <Checkbox label="Accès actif" hint="Un accès inactif est suspendu : l’étudiant ne voit plus le cours." {...fields.is_active} />
    </div>
  )
}
