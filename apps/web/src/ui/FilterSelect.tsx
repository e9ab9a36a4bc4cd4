import { Options, Select } from './Select.tsx'

interface FilterSelectProps<Value extends string> {
  label: string
  /** the first option, which clears the filter (« Tous les statuts ») */
  all: string
  values: readonly Value[]
  /** the words shown for each value; the value itself when absent */
  labels?: Record<Value, string>
  value: Value | undefined
  onChange: (value: Value | undefined) => void
}

/** One filter of a list bar: a select with its label for screen readers, the empty option clearing it. */
export function FilterSelect<Value extends string>({ label, all, values, labels, value, onChange }: FilterSelectProps<Value>) {
  return (
    <Select label={label} hideLabel value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}>
      <option value="">{all}</option>
      <Options values={values} {...(labels ? { label: (item: Value) => labels[item] } : {})} />
    </Select>
  )
}
