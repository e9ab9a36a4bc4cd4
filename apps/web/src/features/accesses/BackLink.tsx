import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'

export function BackToAccesses() {
  return (
    <Link to="/admin/accesses" className={buttonClasses('ghost', 'sm', '-ml-3')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Accès
    </Link>
  )
}
