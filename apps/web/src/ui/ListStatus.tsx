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

interface ListLoadingProps {
  /** "Chargement des cours…" */
  label: string
  count: number
  /** The list's own layout, so the skeletons stand where the rows will. */
  className: string
  /** One skeleton row. */
  children: ReactNode
}

/** A list's first load: its status line and `count` skeleton rows, keyed apart from real rows. */
export function ListLoading({ label, count, className, children }: ListLoadingProps) {
  return (
    <>
      <ListStatus>{label}</ListStatus>
      <ul className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={`skeleton-${index}`}>{children}</li>
        ))}
      </ul>
    </>
  )
}
