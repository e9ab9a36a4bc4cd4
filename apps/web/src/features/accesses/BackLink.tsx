import { BackLink } from '../../ui/BackLink.tsx'

export function BackToAccesses() {
  return <BackLink to="/admin/accesses">Accès</BackLink>
}
