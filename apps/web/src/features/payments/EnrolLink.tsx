import { Link } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'

/**
 * « S'inscrire » on a formation sold online: into the student space (a visitor signs in or up
 * first, then comes back), where the payment request is made.
 */
export function EnrolLink({ formation, className }: { formation: { id: number; title: string }; className?: string }) {
  return (
    <Link to="/student/enrol/$formationId" params={{ formationId: String(formation.id) }} className={buttonClasses('primary', 'md', className)}>
      <ShoppingCart className="size-4" aria-hidden="true" />
      S’inscrire
      <span className="sr-only"> : {formation.title}</span>
    </Link>
  )
}
