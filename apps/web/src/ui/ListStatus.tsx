import type { ReactNode } from 'react'

/**
 * The line above a list: "Chargement…" while it loads, then the count. Visible in both states,
 * at the same height, so the list below does not jump when the answer arrives (CLS).
 */
export function ListStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="min-h-5 text-sm text-muted">
      {children}
    </p>
  )
}
