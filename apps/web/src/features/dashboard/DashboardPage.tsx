import { Link } from '@tanstack/react-router'
import { BookOpen, ChevronRight, KeyRound, ListVideo, type LucideIcon, Plus, UserPlus, Users } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { LoadingStatus } from '../../ui/Skeleton.tsx'
import { StatCardContent, statCardClasses, type StatTone } from '../../ui/StatCard.tsx'
import { ListError } from '../admin/ListError.tsx'
import { useCurrentAdmin } from '../admin/use-admin-session.ts'
import { useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { BusinessFiguresSection } from './BusinessFigures.tsx'
import { PendingWorkCard } from './PendingWorkCard.tsx'
import { RecentActivity } from './RecentActivity.tsx'
import { DriveStatusCard } from '../drive/DriveStatusCard.tsx'
import { TitledSection } from '../../ui/TitledSection.tsx'

const LOAD_ERROR = 'Erreur lors du chargement du tableau de bord.'

const QUICK_ACTIONS = [
  { to: '/admin/courses/new', label: 'Créer un cours', text: 'Titre, matière, niveau et image.', Icon: Plus },
  { to: '/admin/courses', label: 'Gérer mes cours', text: 'Vidéos, modules et liens d’accès.', Icon: ListVideo },
  { to: '/admin/students/invite', label: 'Inviter un étudiant', text: 'Un lien à envoyer par WhatsApp.', Icon: UserPlus },
  { to: '/admin/accesses/new', label: 'Accorder un accès', text: 'Ouvrir un cours à un étudiant.', Icon: KeyRound },
] as const

interface StatLinkProps {
  to: '/admin/courses' | '/admin/students' | '/admin/accesses'
  label: string
  value: number | undefined
  detail?: string | undefined
  Icon: LucideIcon
  tone: StatTone
}

/** SPEC §2: each figure is a link to its list. */
function StatLink({ to, label, value, detail, Icon, tone }: StatLinkProps) {
  return (
    <Link
      to={to}
      className={statCardClasses(
        cn('group h-full transition-shadow hover:border-brand-300 hover:shadow-raised', 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500'),
      )}
    >
      <StatCardContent label={label} value={value} Icon={Icon} tone={tone} detail={detail} />
      <ChevronRight className="ml-auto size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  )
}

export function DashboardPage() {
  useDocumentTitle('Tableau de bord')
  const { admin } = useCurrentAdmin()
  const stats = trpc.dashboard.stats.useQuery()
  useSignOutOnUnauthorized(stats.error)
  const data = stats.data

  return (
    <div className="space-y-8">
      <PageHeader
        title="Tableau de bord"
        description={
          <>
            Bienvenue, <span className="font-semibold text-ink">{admin.name}</span>.
          </>
        }
        actions={
          <Link to="/admin/courses/new" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            <Plus className="size-4" aria-hidden="true" />
            Nouveau cours
          </Link>
        }
      />

      <PendingWorkCard isSuperAdmin={admin.is_super_admin} />

      {admin.is_super_admin ? <BusinessFiguresSection /> : null}

      {stats.isError ? (
        <ListError title={LOAD_ERROR} list={stats} />
      ) : (
        <section aria-labelledby="figures-title">
          <h2 id="figures-title" className="sr-only">
            Chiffres clés
          </h2>
          {data ? null : (
            <LoadingStatus>Chargement des chiffres…</LoadingStatus>
          )}
          <ul className="grid gap-3 sm:grid-cols-3">
            <li>
              <StatLink
                to="/admin/courses"
                label="Cours créés"
                value={data?.total_courses}
                detail={data ? plural(data.total_videos, 'vidéo') : undefined}
                Icon={BookOpen}
                tone="brand"
              />
            </li>
            <li>
              <StatLink to="/admin/students" label="Étudiants inscrits" value={data?.total_students} Icon={Users} tone="success" />
            </li>
            <li>
              <StatLink to="/admin/accesses" label="Accès accordés" value={data?.total_accesses} Icon={KeyRound} tone="accent" />
            </li>
          </ul>
        </section>
      )}

      {admin.is_super_admin ? <DriveStatusCard /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <TitledSection id="actions-title" title="Actions rapides" className="space-y-3 lg:order-2">
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {QUICK_ACTIONS.map(({ to, label, text, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-card border border-line bg-white p-3 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-900 text-white">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-brand-950">{label}</span>
                    <span className="block text-sm text-muted">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        {stats.isError ? null : (
          <section aria-labelledby="activity-title" className="lg:order-1">
            <Card className="overflow-hidden">
              <h2 id="activity-title" className="border-b border-line px-4 py-3 text-lg font-bold text-brand-950 sm:px-5">
                Activité récente
              </h2>
              <RecentActivity items={data?.recent_activity} />
            </Card>
          </section>
        )}
      </div>
    </div>
  )
}
