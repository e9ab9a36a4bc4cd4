import { Trash2, Undo2 } from 'lucide-react'
import type { ChangeEvent } from 'react'
import { Button } from './Button.tsx'

/**
 * Ties a file input (id `id`) to its hint (`${id}-hint`) and error (`${id}-error`), and hands the
 * chosen file to `useCheckedFile`'s `choose`.
 */
export function fileInputWiring(id: string, error: string | undefined, choose: (file: File | undefined) => void) {
  return {
    'aria-describedby': [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' '),
    'aria-invalid': Boolean(error) || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0]),
  }
}

/** The native file input, its button dressed in the theme. */
export const FILE_INPUT_CLASSES =
  'block w-full cursor-pointer rounded-control text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-control file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

/** A file field's error, read out at once: the choice was just refused. */
export function FileError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null
}

interface RemoveCurrentButtonProps {
  removed: boolean
  onChange: (removed: boolean) => void
  keepLabel: string
  removeLabel: string
}

/** Marks the saved file for removal on save, or takes that back. */
export function RemoveCurrentButton({ removed, onChange, keepLabel, removeLabel }: RemoveCurrentButtonProps) {
  return removed ? (
    <Button variant="ghost" size="sm" onClick={() => onChange(false)}>
      <Undo2 className="size-4" aria-hidden="true" />
      {keepLabel}
    </Button>
  ) : (
    <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onChange(true)}>
      <Trash2 className="size-4" aria-hidden="true" />
      {removeLabel}
    </Button>
  )
}
