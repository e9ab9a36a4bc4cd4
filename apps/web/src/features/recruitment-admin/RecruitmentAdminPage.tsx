import { Link } from '@tanstack/react-router'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type JobOfferAdmin,
  LIMITS,
  type RecruitmentStats as Stats,
} from '@tutorat/contracts'
import { Briefcase, CircleCheck, ExternalLink, Eye, EyeOff, Inbox, Users } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { type DataColumn, DataList, editAction, toggleAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { StatCardList } from '../../ui/StatCard.tsx'
import { CONTRACT_TONES, formatDay } from '../recruitment/format.ts'
import { useLeaveOnRefusal } from './feedback.ts'
import { offerState, plural, STATUS_TONES } from './format.ts'
import { useDeleteOffer, useToggleOffer } from './offer-actions.tsx'
import { OfferFormDialog } from './OfferFormDialog.tsx'

const LIST_ERROR = 'Erreur lors du chargement des offres.'

/** SPEC §2 /admin/recruitment: the job offers with their applications, and the figures. */
export function RecruitmentAdminPage() {
  useDocumentTitle('Recrutement')
  const stats = trpc.recruitment.stats.useQuery()
  const offers = trpc.recruitment.adminList.useQuery({ limit: LIMITS.listMaxLimit })
  const [editing, setEditing] = useState<JobOfferAdmin | 'new' | null>(null)
  useLeaveOnRefusal(offers.error, stats.error)
  const toggle = useToggleOffer()
  const remove = useDeleteOffer()

  const newOffer = (
    <AddButton onClick={() => setEditing('new')} className="w-full sm:w-auto">
      Nouvelle offre
    </AddButton>
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

      <DataList
        query={offers}
        columns={COLUMNS}
        rowName={(offer) => offer.title}
        actions={[
          editAction((offer: JobOfferAdmin) => setEditing(offer)),
          toggleAction({
            isActive: (offer: JobOfferAdmin) => offer.is_active,
            onClick: (offer) => toggle.mutate({ id: offer.id }),
            pending: (offer) => toggle.isPending && toggle.variables.id === offer.id,
            icons: [EyeOff, Eye],
          }),
          {
            id: 'view',
            label: 'Voir sur le site',
            ariaLabel: (offer) => `Voir « ${offer.title} » sur le site (nouvel onglet)`,
            Icon: ExternalLink,
            hidden: (offer) => !offer.is_open,
            render: (offer, props) => <Link to="/recruitment/offer/$jobId" params={{ jobId: offer.id }} target="_blank" {...props} />,
          },
        ]}
        remove={remove}
        label="Offres d’emploi"
        // the title, two badges, two dates, the applications' link and two actions: too many for a
        // table beside the menu at 1280 px (the titles squeezed to a few words a line)
        breakpoint="2xl"
        cardsClassName="md:grid-cols-2"
        heading="Offres d’emploi"
        caption="Offres d’emploi"
        loadingLabel="Chargement des offres…"
        errorTitle={LIST_ERROR}
        skeletonCount={3}
        empty={
          <EmptyState Icon={Briefcase} title="Aucune offre publiée" action={newOffer}>
            Publiez une première offre : elle apparaîtra sur la page Recrutement du site et les étudiants pourront postuler avec leur CV.
          </EmptyState>
        }
      />

      <OfferFormDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  )
}

function RecruitmentStats({ stats, failed }: { stats: Stats | undefined; failed: boolean }) {
  if (failed) return <Alert tone="error">Statistiques indisponibles pour le moment.</Alert>
  return (
    <section aria-label="Statistiques du recrutement" className="space-y-3">
      <StatCardList
        cards={[
          { label: 'Offres', value: stats?.total_offers, Icon: Briefcase },
          { label: 'Offres actives', value: stats?.active_offers, Icon: CircleCheck, tone: 'success' },
          { label: 'Candidatures', value: stats?.total_applications, Icon: Users, tone: 'accent' },
          { label: 'En attente', value: stats?.by_status.en_attente, Icon: Inbox, tone: 'violet' },
        ]}
      />
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

const COLUMNS: DataColumn<JobOfferAdmin>[] = [
  {
    id: 'title',
    header: 'Offre',
    rowHeader: true,
    sortValue: (offer) => offer.title,
    cell: (offer) => (
      <>
        <p className="font-semibold break-words text-ink">{offer.title}</p>
        <p className="break-words text-muted">
          {offer.company} · {offer.location}
        </p>
      </>
    ),
    cardCell: (offer) => offer.title,
  },
  { id: 'where', header: 'Entreprise', tableHidden: true, card: 'body', cell: (offer) => `${offer.company} · ${offer.location}` },
  {
    id: 'state',
    header: 'Statut',
    card: 'body',
    cell: (offer) => {
      const state = offerState(offer)
      return (
        <span className="flex flex-wrap gap-1.5">
          <Badge tone={CONTRACT_TONES[offer.contract_type]}>{offer.contract_type}</Badge>
          <Badge tone={state.tone}>{state.label}</Badge>
        </span>
      )
    },
  },
  {
    id: 'deadline',
    header: 'Date limite',
    className: 'whitespace-nowrap',
    sortValue: (offer) => offer.deadline,
    card: 'body',
    cell: (offer) => (offer.deadline ? formatDay(offer.deadline) : 'Sans date limite'),
    cardCell: (offer) => (offer.deadline ? `Date limite : ${formatDay(offer.deadline)}` : 'Sans date limite'),
  },
  { id: 'created', header: 'Publiée le', className: 'whitespace-nowrap', sortValue: (offer) => offer.created_at, cell: (offer) => formatDate(offer.created_at) },
  {
    id: 'applications',
    header: 'Candidatures',
    card: 'body',
    sortValue: (offer) => offer.applications_count,
    cell: (offer) => (
      <Link
        to="/admin/applications"
        search={{ offer: offer.id }}
        className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-50 px-3 text-sm font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-100"
        aria-label={`${plural(offer.applications_count, 'candidature')} pour « ${offer.title} »`}
      >
        <Users className="size-4" aria-hidden="true" />
        {plural(offer.applications_count, 'candidature')}
      </Link>
    ),
  },
]
