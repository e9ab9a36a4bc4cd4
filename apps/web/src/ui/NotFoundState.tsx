import { Link, type LinkProps } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../lib/use-document-title.ts'
import { buttonClasses } from './Button.tsx'
import { EmptyState } from './EmptyState.tsx'

interface NotFoundStateProps {
  /** « Copie introuvable » : the tab's title too. */
  title: string
  /** The list the missing record belongs to, and its name on the way back. */
  backTo: LinkProps['to']
  backLabel: string
  children?: ReactNode
}

/** A page whose record does not exist (or is not the visitor's): say so, and lead back to its list. */
export function NotFoundState({ title, backTo, backLabel, children }: NotFoundStateProps) {
  useDocumentTitle(title)
  return (
    <EmptyState
      Icon={SearchX}
      title={title}
      action={
        <Link to={backTo} className={buttonClasses('primary')}>
          {backLabel}
        </Link>
      }
    >
      {children}
    </EmptyState>
  )
}
