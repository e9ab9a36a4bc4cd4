import type { ReactNode } from 'react'
import { Button } from './Button.tsx'

interface FormDialogFooterProps {
  /** The form inside the dialog: the submit button stands outside it, in the footer. */
  formId: string
  submitLabel: ReactNode
  pending: boolean
  onCancel: () => void
  /** « Annuler » waits for the call too (an upload that cannot be dropped halfway). */
  holdCancel?: boolean
}

/** A form dialog's two buttons: « Annuler » closes it, the other submits the form and spins while it saves. */
export function FormDialogFooter({ formId, submitLabel, pending, onCancel, holdCancel = false }: FormDialogFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={holdCancel && pending}>
        Annuler
      </Button>
      <Button type="submit" form={formId} loading={pending}>
        {submitLabel}
      </Button>
    </>
  )
}
