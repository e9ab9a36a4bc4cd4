import { Link } from '@tanstack/react-router'
import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { BookOpen, CalendarDays, Pencil, Power, PowerOff, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { plural } from '../courses/format.ts'
import { initials } from './form.ts'
import type { ManagedAdmin } from './types.ts'

interface AdminCardProps {
  admin: ManagedAdmin
  /** The signed-in admin's own card: no toggle, no delete (SPEC §4). */
  isSelf: boolean
  toggling: boolean
  onToggle: (admin: ManagedAdmin) => void
  onDelete: (admin: ManagedAdmin) => void
  /** Super admin, lost phone: shown on another admin's card when their two-factor sign-in is on. */
  onResetTwoFactor?: (admin: ManagedAdmin) => void
}

/** Three actions side by side even on a 375 px phone: icon over a short label. */
const tileClasses = (tone: 'default' | 'danger' = 'default') =>
  cn(
    'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-control border bg-white px-1 py-2 text-xs font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
    tone === 'danger' ? 'border-red-200 text-red-700 hover:bg-red-50 disabled:hover:bg-white' : 'border-brand-200 text-brand-900 hover:bg-brand-50 disabled:hover:bg-white',
  )

// Dark enough behind white initials for WCAG AA, varied enough to tell people apart.
const AVATAR_TONES = ['bg-brand-800', 'bg-violet-700', 'bg-emerald-700', 'bg-rose-700', 'bg-sky-800', 'bg-amber-800'] as const

export function AdminAvatar({ admin, className }: { admin: Pick<ManagedAdmin, 'id' | 'name'>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full text-base font-bold text-white',
        AVATAR_TONES[admin.id % AVATAR_TONES.length],
        className,
      )}
    >
      {initials(admin.name)}
    </span>
  )
}

export function AdminCard({ admin, isSelf, toggling, onToggle, onDelete, onResetTwoFactor }: AdminCardProps) {
  const nameId = `admin-${admin.id}-name`
  const selfHintId = `admin-${admin.id}-self`
  const selfHint = isSelf ? selfHintId : undefined
  return (
    <Card className="h-full">
      <article aria-labelledby={nameId} className="flex h-full flex-col">
        <div className="flex items-start gap-3 p-4">
          <AdminAvatar admin={admin} />
          <div className="min-w-0 flex-1 space-y-1.5">
            <h2 id={nameId} className="truncate text-base leading-snug font-bold text-brand-950">
              {admin.name}
              {isSelf ? <span className="font-medium text-muted"> (vous)</span> : null}
            </h2>
            <p className="truncate text-sm text-muted" title={admin.email}>
              {admin.email}
            </p>
            <div className="flex flex-wrap gap-1.5">
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
            </div>
          </div>
        </div>

        <ul className="flex flex-wrap gap-x-5 gap-y-1 border-t border-line px-4 py-3 text-sm text-ink">
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              Créé le <time dateTime={admin.created_at}>{formatDate(admin.created_at)}</time>
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {plural(admin.course_count, 'cours', 'cours')}
          </li>
        </ul>

        <div className="mt-auto grid grid-cols-3 gap-2 border-t border-line p-3">
          <Link
            to="/admin/manage-admins/$id/edit"
            params={{ id: admin.id }}
            aria-label={isSelf ? 'Modifier mon profil' : `Modifier ${admin.name}`}
            className={tileClasses()}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Modifier
          </Link>
          <button
            type="button"
            disabled={isSelf || toggling}
            aria-describedby={selfHint}
            aria-busy={toggling || undefined}
            aria-label={`${admin.is_active ? 'Désactiver' : 'Activer'} ${admin.name}`}
            className={tileClasses()}
            onClick={() => onToggle(admin)}
          >
            {toggling ? (
              <Spinner size="sm" label={null} />
            ) : admin.is_active ? (
              <PowerOff className="size-4" aria-hidden="true" />
            ) : (
              <Power className="size-4" aria-hidden="true" />
            )}
            {admin.is_active ? 'Désactiver' : 'Activer'}
          </button>
          <button
            type="button"
            disabled={isSelf}
            aria-describedby={selfHint}
            aria-label={`Supprimer ${admin.name}`}
            className={tileClasses('danger')}
            onClick={() => onDelete(admin)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Supprimer
          </button>
        </div>
        {onResetTwoFactor && admin.two_factor_enabled && !isSelf ? (
          <div className="px-3 pb-3">
            <button type="button" className={cn(tileClasses(), 'min-h-11 w-full flex-row')} onClick={() => onResetTwoFactor(admin)} aria-label={`Réinitialiser la double authentification de ${admin.name}`}>
              <ShieldOff className="size-4" aria-hidden="true" />
              Réinitialiser la double authentification
            </button>
          </div>
        ) : null}
        {isSelf ? (
          <p id={selfHintId} className="px-4 pb-3 text-xs text-muted">
            {ADMIN_MESSAGES.notYourself}
          </p>
        ) : null}
      </article>
    </Card>
  )
}

export function AdminCardSkeleton() {
  return (
    <Card className="p-4" data-testid="admin-skeleton">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      </div>
      <Skeleton className="mt-4 h-8 w-full" />
    </Card>
  )
}
