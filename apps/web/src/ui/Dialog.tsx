import { type ReactNode, Suspense, useEffect } from 'react'
import { lazyModal } from './modal/lazy-modal.ts'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children: ReactNode
  /** Buttons at the bottom (stacked on a phone, right-aligned from `sm`). */
  footer?: ReactNode
  /** `lg` for forms with many fields. */
  size?: 'md' | 'lg'
  className?: string
}

const modal = lazyModal(() => import('./modal/ModalDialog.tsx').then((module) => module.ModalDialog))

/** A modal window (focus trapped, Escape and the close button dismiss it); nothing while closed. */
export function Dialog(props: DialogProps) {
  useEffect(modal.warmUp, [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <modal.Component {...props} />
    </Suspense>
  )
}
