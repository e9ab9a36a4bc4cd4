import { type ReactNode, Suspense, useEffect } from 'react'
import { lazyModal } from './modal/lazy-modal.ts'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  onConfirm: () => void
  /** The action is running: the confirm button spins, the dialog stays open until the caller closes it. */
  pending?: boolean
  tone?: 'danger' | 'primary'
  /** Why the last attempt failed, shown inside the dialog (it stays open). */
  error?: string | undefined
}

const modal = lazyModal(() => import('./modal/ModalConfirmDialog.tsx').then((module) => module.ModalConfirmDialog))

/** SPEC §5: deletions ask for confirmation; nothing is rendered (or downloaded) while closed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useEffect(modal.warmUp, [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <modal.Component {...props} />
    </Suspense>
  )
}
