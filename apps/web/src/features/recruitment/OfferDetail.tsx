import { Link } from '@tanstack/react-router'
import type { JobOffer } from '@tutorat/contracts'
import { ArrowLeft, Building2, CalendarClock, Coins, FileSearch, MapPin, Send } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { formatDate } from '../../lib/dates.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { ShareButton } from '../../ui/ShareButton.tsx'
import { LoadingStatus, SkeletonBars } from '../../ui/Skeleton.tsx'
import { CONTRACT_TONES, closedReason, deadlineUrgency, formatDay } from './format.ts'
import type { OffersSearch } from './search.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

const LOAD_ERROR = 'Impossible de charger cette offre.'

interface OfferDetailProps {
  jobId: number
  search: OffersSearch
}

/** The chosen offer, in full, with the way to apply (or why one no longer can). */
export function OfferDetail({ jobId, search }: OfferDetailProps) {
  const offer = trpc.recruitment.get.useQuery({ id: jobId }, { enabled: jobId > 0 })
  const backToList = (
    <Link to="/recruitment" search={search} className={buttonClasses('secondary')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voir toutes les offres
    </Link>
  )

  if (jobId === 0 || errorStatus(offer.error) === 404) {
    return (
      <DetailFrame title="Offre introuvable">
        <EmptyState Icon={FileSearch} title="Offre introuvable" action={backToList}>
          Cette offre n’existe pas ou a été retirée par le recruteur.
        </EmptyState>
      </DetailFrame>
    )
  }
  if (offer.isPending) return <OfferDetailSkeleton />
  if (offer.isError) {
    return (
      <DetailFrame title={LOAD_ERROR}>
        <ErrorState title={LOAD_ERROR} onRetry={() => void offer.refetch()} retrying={offer.isRefetching} action={backToList}>
          {serverMessage(offer.error, 'Vérifiez votre connexion puis réessayez.')}
        </ErrorState>
      </DetailFrame>
    )
  }
  return <OfferContent offer={offer.data} backToList={backToList} />
}

/** Names the page when the offer cannot be shown. */
function DetailFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return <section aria-label="Détail de l’offre">{children}</section>
}

function OfferContent({ offer, backToList }: { offer: JobOffer; backToList: ReactNode }) {
  useDocumentTitle(`${offer.title} — ${offer.company}`, offer.description.slice(0, 160))
  const heading = useRef<HTMLHeadingElement>(null)
  const urgency = offer.is_open ? deadlineUrgency(offer.deadline) : undefined

  // A new offer opened: screen readers and keyboards start at its title.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [offer.id])

  return (
    <Card className="p-5 sm:p-7">
      <article aria-labelledby="offer-title" className="space-y-6">
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={CONTRACT_TONES[offer.contract_type]}>{offer.contract_type}</Badge>
            {offer.is_open ? null : <Badge tone="danger">Candidatures closes</Badge>}
            {urgency ? <Badge tone="danger">{urgency}</Badge> : null}
          </div>
          <h2 id="offer-title" ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-balance break-words text-brand-950 focus:outline-none sm:text-3xl">
            {offer.title}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:gap-3">
            <Fact Icon={Building2} label="Entreprise">
              {offer.company}
            </Fact>
            <Fact Icon={MapPin} label="Ville">
              {offer.location}
            </Fact>
            <Fact Icon={CalendarClock} label="Date limite">
              {offer.deadline ? formatDay(offer.deadline) : 'Aucune'}
            </Fact>
            {offer.salary ? (
              <Fact Icon={Coins} label="Rémunération">
                {offer.salary}
              </Fact>
            ) : null}
          </dl>
          <p className="text-xs text-muted">Publiée le {formatDate(offer.created_at)}</p>
        </header>

        {offer.is_open ? null : (
          <Alert tone="info" title="Candidatures closes">
            {closedReason(offer)}
          </Alert>
        )}

        <TitledSection id="offer-description" title="Description du poste" level="h3" className="space-y-2">
          <p className="leading-relaxed break-words whitespace-pre-line text-ink">{offer.description}</p>
        </TitledSection>

        {offer.requirements ? (
          <TitledSection id="offer-requirements" title="Profil recherché" level="h3" className="space-y-2">
            <p className="leading-relaxed break-words whitespace-pre-line text-ink">{offer.requirements}</p>
          </TitledSection>
        ) : null}

        <div className="flex flex-col gap-2 border-t border-line pt-5 sm:flex-row sm:items-center">
          {offer.is_open ? (
            <Link to="/recruitment/apply/$jobId" params={{ jobId: offer.id }} className={buttonClasses('accent', 'lg')}>
              <Send className="size-5" aria-hidden="true" />
              Postuler
            </Link>
          ) : null}
          <ShareButton size="lg" title={offer.title} text={`Offre à pourvoir chez ${offer.company} (${offer.location}) : « ${offer.title} »`} />
          {backToList}
        </div>
      </article>
    </Card>
  )
}

function Fact({ Icon, label, children }: { Icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <div className="rounded-control border border-line bg-surface px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
        <Icon className="size-4 text-brand-800" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{children}</dd>
    </div>
  )
}

function OfferDetailSkeleton() {
  useDocumentTitle('Offre d’emploi')
  return (
    <Card className="space-y-4 p-5 sm:p-7" aria-busy="true">
      <LoadingStatus>Chargement de l’offre…</LoadingStatus>
      <SkeletonBars bars={['h-5 w-16 rounded-full', 'h-8 w-3/4']} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SkeletonBars bars={['h-9', 'h-9', 'h-9']} />
      </div>
      <SkeletonBars bars={['h-24', 'h-11 w-36']} />
    </Card>
  )
}
