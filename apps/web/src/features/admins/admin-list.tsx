import { Link } from '@tanstack/react-router'
import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/Badge.tsx'
import { type DataColumn, editLinkAction, type RowAction, toggleAction } from '../../ui/DataList.tsx'
import { plural } from '../courses/format.ts'
import { initials } from './form.ts'
import type { ManagedAdmin } from './types.ts'

// Dark enough behind white initials for WCAG AA, varied enough to tell people apart.
const AVATAR_TONES = ['bg-brand-800', 'bg-violet-700', 'bg-emerald-700', 'bg-rose-700', 'bg-sky-800', 'bg-amber-800'] as const

function AdminAvatar({ admin }: { admin: ManagedAdmin }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-12 shrink-0 items-center justify-center rounded-full text-base font-bold text-white', AVATAR_TONES[admin.id % AVATAR_TONES.length])}
    >
      {initials(admin.name)}
    </span>
  )
}

function Badges({ admin }: { admin: ManagedAdmin }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {admin.is_super_admin ? (
        <Badge tone="accent">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          Super admin
        </Badge>
      ) : (
        <Badge tone="brand">Administrateur</Badge>
      )}
      {admin.is_active ? <Badge tone="success">Actif</Badge> : <Badge tone="danger">Inactif</Badge>}
      {admin.two_factor_enabled ? <Badge tone="brand">Double authentification</Badge> : null}
    </span>
  )
}

/** One card per admin, from these fields; `meId` marks the signed-in admin's own card « (vous) ». */
export const adminColumns = (meId: number): DataColumn<ManagedAdmin>[] => [
  { id: 'avatar', header: 'Initiales', hideHeader: true, card: 'media', cell: (admin) => <AdminAvatar admin={admin} /> },
  {
    id: 'name',
    header: 'Nom',
    rowHeader: true,
    cell: (admin) => (
      <>
        {admin.name}
        {admin.id === meId ? <span className="font-medium text-muted"> (vous)</span> : null}
      </>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    card: 'body',
    cell: (admin) => (
      <span className="block truncate" title={admin.email}>
        {admin.email}
      </span>
    ),
  },
  { id: 'role', header: 'Rôle', card: 'body', cell: (admin) => <Badges admin={admin} /> },
  { id: 'created', header: 'Créé le', cell: (admin) => <time dateTime={admin.created_at}>{formatDate(admin.created_at)}</time> },
  { id: 'courses', header: 'Cours', cell: (admin) => plural(admin.course_count, 'cours', 'cours') },
]

interface AdminActions {
  meId: number
  onToggle: (admin: ManagedAdmin) => void
  toggling: (admin: ManagedAdmin) => boolean
  onResetTwoFactor: (admin: ManagedAdmin) => void
}

/** The signed-in admin never toggles or deletes their own account (SPEC §4): the buttons stay, disabled, and say why. */
export const notYourself = (meId: number) => (admin: ManagedAdmin) => (admin.id === meId ? ADMIN_MESSAGES.notYourself : null)

export const adminActions = ({ meId, onToggle, toggling, onResetTwoFactor }: AdminActions): RowAction<ManagedAdmin>[] => [
  editLinkAction<ManagedAdmin>(
    (admin, props) => <Link to="/admin/manage-admins/$id/edit" params={{ id: admin.id }} {...props} />,
    (admin) => (admin.id === meId ? 'Modifier mon profil' : `Modifier ${admin.name}`),
  ),
  {
    ...toggleAction<ManagedAdmin>({
      isActive: (admin) => admin.is_active,
      onClick: onToggle,
      pending: toggling,
      ariaLabel: (admin) => `${admin.is_active ? 'Désactiver' : 'Activer'} ${admin.name}`,
    }),
    unavailable: notYourself(meId),
  },
  // lost phone: a super admin turns another admin's two-factor sign-in off
  {
    id: 'reset-two-factor',
    label: 'Réinitialiser la double authentification',
    ariaLabel: (admin) => `Réinitialiser la double authentification de ${admin.name}`,
    Icon: ShieldOff,
    hidden: (admin) => !admin.two_factor_enabled || admin.id === meId,
    onClick: onResetTwoFactor,
  },
]
