import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { buttonClasses } from '../Button.tsx'
import type { DialogProps } from '../Dialog.tsx'
import { useReturnFocus } from './lazy-modal.ts'

/** Radix's dialog behind `ui/Dialog.tsx`, downloaded once the page has painted. */
export function ModalDialog({ open, onOpenChange, title, description, children, footer, size = 'md', className }: DialogProps) {
  const returnFocus = useReturnFocus()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
            'rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6',
            className,
          )}
        >
          <RadixDialog.Title className="pr-10 text-lg font-bold text-brand-950">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description asChild>
              <div className="mt-1 text-sm text-muted">{description}</div>
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
          <RadixDialog.Close className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2')} aria-label="Fermer">
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
