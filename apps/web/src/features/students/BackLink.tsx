import { BackLink } from '../../ui/BackLink.tsx'

export function BackToStudents() {
  return <BackLink to="/admin/students">Étudiants</BackLink>
}
