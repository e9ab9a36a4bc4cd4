import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Alert } from '../Alert.tsx'
import { Button, buttonClasses } from '../Button.tsx'
import type { ConfirmDialogProps } from '../ConfirmDialog.tsx'
import { useReturnFocus } from './lazy-modal.ts'

/** Radix's alert dialog behind `ui/ConfirmDialog.tsx`. Cancel has the focus first (the safe choice). */
export function ModalConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending, tone = 'danger', error }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus()
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content onCloseAutoFocus={returnFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6">
          <AlertDialog.Title className="text-lg font-bold text-brand-950">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted">{description}</div>
          </AlertDialog.Description>
          {error ? (
            <Alert tone="error" className="mt-4">
              {error}
            </Alert>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Annuler</AlertDialog.Cancel>
            <Button variant={tone} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
