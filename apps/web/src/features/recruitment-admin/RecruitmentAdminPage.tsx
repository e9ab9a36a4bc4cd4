import { Link } from '@tanstack/react-router'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type JobOfferAdmin,
  LIMITS,
  RECRUITMENT_MESSAGES,
  type RecruitmentStats as Stats,
} from '@tutorat/contracts'
import { Briefcase, CircleCheck, ExternalLink, Eye, EyeOff, Inbox, Pencil, Plus, Trash2, Users } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { StatCard } from '../../ui/StatCard.tsx'
import { ListError } from '../admin/ListError.tsx'
import { CONTRACT_TONES, formatDay } from '../recruitment/format.ts'
import { DeleteOfferDialog } from './DeleteOfferDialog.tsx'
import { errorText, statusOf, useLeaveOnRefusal, useSignOut } from './feedback.ts'
import { offerState, plural, STATUS_TONES } from './format.ts'
import { OfferFormDialog } from './OfferFormDialog.tsx'

const LIST_ERROR = 'Erreur lors du chargement des offres.'

/** SPEC §2 /admin/recruitment: the job offers with their applications, and the figures. */
export function RecruitmentAdminPage() {
  useDocumentTitle('Recrutement')
  const stats = trpc.recruitment.stats.useQuery()
  const offers = trpc.recruitment.adminList.useQuery({ limit: LIMITS.listMaxLimit })
  const [editing, setEditing] = useState<JobOfferAdmin | 'new' | null>(null)
  const [deleting, setDeleting] = useState<JobOfferAdmin | null>(null)
  useLeaveOnRefusal(offers.error, stats.error)

  const newOffer = (
    <Button onClick={() => setEditing('new')} className="w-full sm:w-auto">
      <Plus className="size-4" aria-hidden="true" />
      Nouvelle offre
    </Button>
  )

  return (
    <div className="space-y-6">
      <PageHeader
        title="Recrutement"
        description="Publiez vos offres d’emploi et de stage, suivez les candidatures reçues."
        actions={
          <>
            {newOffer}
            <Link to="/admin/applications" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
              <Inbox className="size-4" aria-hidden="true" />
              Candidatures
            </Link>
          </>
        }
      />

      <RecruitmentStats stats={stats.data} failed={stats.isError} />

      <section aria-labelledby="offers-heading" aria-busy={offers.isFetching || undefined} className="space-y-4">
        <h2 id="offers-heading" className="text-lg font-bold text-brand-950">
          Offres d’emploi
        </h2>
        {offers.isPending ? (
          <>
            <p className="sr-only" role="status">
              Chargement des offres…
            </p>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-36 w-full rounded-card" />
            ))}
          </>
        ) : offers.isError ? (
          <ListError title={LIST_ERROR} list={offers} />
        ) : offers.data.length === 0 ? (
          <EmptyState Icon={Briefcase} title="Aucune offre publiée" action={newOffer}>
            Publiez une première offre : elle apparaîtra sur la page Recrutement du site et les étudiants pourront postuler avec leur CV.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {offers.data.map((offer) => (
              <li key={offer.id}>
                <OfferRow offer={offer} onEdit={setEditing} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <OfferFormDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}

function RecruitmentStats({ stats, failed }: { stats: Stats | undefined; failed: boolean }) {
  if (failed) return <Alert tone="error">Statistiques indisponibles pour le moment.</Alert>
  return (
    <section aria-label="Statistiques du recrutement" className="space-y-3">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <StatCard label="Offres" value={stats?.total_offers} Icon={Briefcase} />
        </li>
        <li>
          <StatCard label="Offres actives" value={stats?.active_offers} Icon={CircleCheck} tone="success" />
        </li>
        <li>
          <StatCard label="Candidatures" value={stats?.total_applications} Icon={Users} tone="accent" />
        </li>
        <li>
          <StatCard label="En attente" value={stats?.by_status.en_attente} Icon={Inbox} tone="violet" />
        </li>
      </ul>
      <Card className="p-4">
        <h2 className="text-sm font-semibold text-muted">Candidatures par statut</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {APPLICATION_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to="/admin/applications"
                search={{ status }}
                className="inline-flex min-h-9 items-center gap-2 rounded-full border border-line px-3 text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50"
              >
                <Badge tone={STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>{' '}
                <span className="font-bold tabular-nums">{stats ? stats.by_status[status] : '…'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}

interface OfferRowProps {
  offer: JobOfferAdmin
  onEdit: (offer: JobOfferAdmin) => void
  onDelete: (offer: JobOfferAdmin) => void
}

function OfferRow({ offer, onEdit, onDelete }: OfferRowProps) {
  const state = offerState(offer)
  const titleId = `offer-${offer.id}`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={titleId} className="space-y-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={CONTRACT_TONES[offer.contract_type]}>{offer.contract_type}</Badge>
              <Badge tone={state.tone}>{state.label}</Badge>
            </div>
            <h3 id={titleId} className="text-lg font-bold break-words text-brand-950">
              {offer.title}
            </h3>
            <p className="text-sm break-words text-muted">
              {offer.company} · {offer.location}
            </p>
            <p className="text-xs text-muted">
              {offer.deadline ? `Date limite : ${formatDay(offer.deadline)}` : 'Sans date limite'} · Publiée le {formatDate(offer.created_at)}
            </p>
          </div>
          <Link
            to="/admin/applications"
            search={{ offer: offer.id }}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-control bg-brand-50 px-3 text-sm font-semibold text-brand-900 hover:bg-brand-100"
            aria-label={`${plural(offer.applications_count, 'candidature')} pour « ${offer.title} »`}
          >
            <Users className="size-4" aria-hidden="true" />
            {plural(offer.applications_count, 'candidature')}
          </Link>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          <Button variant="secondary" size="sm" onClick={() => onEdit(offer)} aria-label={`Modifier « ${offer.title} »`}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifier
          </Button>
          <ToggleOfferButton offer={offer} />
          {offer.is_open ? (
            <Link
              to="/recruitment/offer/$jobId"
              params={{ jobId: offer.id }}
              target="_blank"
              className={buttonClasses('ghost', 'sm')}
              aria-label={`Voir « ${offer.title} » sur le site (nouvel onglet)`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Voir sur le site
            </Link>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            className="border-red-200 text-red-700 hover:bg-red-50 sm:ml-auto"
            onClick={() => onDelete(offer)}
            aria-label={`Supprimer « ${offer.title} »`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Supprimer
          </Button>
        </div>
      </article>
    </Card>
  )
}

function ToggleOfferButton({ offer }: { offer: JobOfferAdmin }) {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  const toggle = trpc.recruitment.toggle.useMutation({
    onSuccess: async (updated) => {
      await utils.recruitment.invalidate()
      toast.success(RECRUITMENT_MESSAGES.offerToggled, { description: updated.is_active ? 'L’offre est visible sur le site.' : 'L’offre est masquée du site.' })
    },
    onError: (error) => {
      if (statusOf(error) === 401) return signOut()
      toast.error(errorText(error, 'Erreur lors de la modification du statut'))
    },
  })
  const Icon = offer.is_active ? EyeOff : Eye
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ id: offer.id })}
      aria-label={`${offer.is_active ? 'Désactiver' : 'Activer'} « ${offer.title} »`}
    >
      {toggle.isPending ? null : <Icon className="size-4" aria-hidden="true" />}
      {offer.is_active ? 'Désactiver' : 'Activer'}
    </Button>
  )
}
