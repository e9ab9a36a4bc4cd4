import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { AddButton } from '../../ui/AddButton.tsx'
import { Button } from '../../ui/Button.tsx'

interface ListFieldsProps {
  legend: string
  hint?: string
  /** the items' stable keys (useFieldArray's ids) */
  ids: readonly string[]
  max: number
  addLabel: string
  onAdd: () => void
  /** « Retirer l’enseignant 2 »: says which one to a screen reader */
  removeLabel: (index: number) => string
  onRemove: (index: number) => void
  item: (index: number) => ReactNode
}

/** A list the admin grows and shrinks (teachers, questions): each item in its own box, add at the end. */
export function ListFields({ legend, hint, ids, max, addLabel, onAdd, removeLabel, onRemove, item }: ListFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      {ids.map((id, index) => (
        <div key={id} className="space-y-3 rounded-control border border-line bg-slate-50 p-3">
          {item(index)}
          <Button variant="ghost" size="sm" onClick={() => onRemove(index)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {removeLabel(index)}
          </Button>
        </div>
      ))}
      {ids.length < max ? (
        <AddButton variant="secondary" size="sm" onClick={onAdd}>
          {addLabel}
        </AddButton>
      ) : null}
    </fieldset>
  )
}
