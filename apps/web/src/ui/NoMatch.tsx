import { Link, type LinkProps } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClasses } from './Button.tsx'
import { EmptyState } from './EmptyState.tsx'

interface NoMatchProps {
  /** « Aucun cours ne correspond à votre recherche » */
  title: string
  /** The list's own page without its search: « Effacer les filtres » leads there. */
  clearTo?: LinkProps['to']
  /** For filters kept outside the URL: what « Effacer les filtres » does instead. */
  onClear?: () => void
  /** How to widen the search. */
  children: ReactNode
}

/** A filtered list with no row: why, how to widen the search, and « Effacer les filtres ». */
export function NoMatch({ title, clearTo, onClear, children }: NoMatchProps) {
  const clear = onClear ? (
    <button type="button" className={buttonClasses('secondary')} onClick={onClear}>
      Effacer les filtres
    </button>
  ) : (
    <Link to={clearTo} className={buttonClasses('secondary')}>
      Effacer les filtres
    </Link>
  )
  return (
    <EmptyState Icon={SearchX} title={title} action={clear}>
      {children}
    </EmptyState>
  )
}
