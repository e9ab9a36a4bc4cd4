import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'

export function BackToStudents() {
  return (
    <Link to="/admin/students" className={buttonClasses('ghost', 'sm', '-ml-3')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Étudiants
    </Link>
  )
}
