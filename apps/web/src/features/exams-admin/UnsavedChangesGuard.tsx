import { useBlocker } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'

/**
 * Leaving the editor with changes not saved asks first: a link or the back button opens this
 * dialog, closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  // `leaving`: the page goes away on purpose (the exam was deleted), read when the navigation starts
  const blocker = useBlocker({ shouldBlockFn: () => dirty && !leaving.current, enableBeforeUnload: () => dirty && !leaving.current, withResolver: true })
  if (blocker.status !== 'blocked') return null
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : blocker.reset())}
      title="Quitter sans enregistrer ?"
      description="Des modifications du concours ne sont pas enregistrées : elles seront perdues."
      confirmLabel="Quitter sans enregistrer"
      onConfirm={blocker.proceed}
    />
  )
}
