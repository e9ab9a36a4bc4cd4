import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClasses } from './Button.tsx'

const LOOKS = {
  /** Above a page title, aligned with it (PageHeader's `eyebrow`). */
  button: buttonClasses('ghost', 'sm', '-ml-3'),
  /** A plain link, for a form page's top. */
  text: 'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline',
} as const

interface BackLinkProps {
  to: LinkProps['to']
  /** Where it leads, named the way the page it leads to is (« Mes cours », « Retour aux concours »). */
  children: ReactNode
  look?: keyof typeof LOOKS
}

/** The way back to the page a page belongs to: an arrow and that page's name. */
export function BackLink({ to, children, look = 'button' }: BackLinkProps) {
  return (
    <Link to={to} className={LOOKS[look]}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  )
}
