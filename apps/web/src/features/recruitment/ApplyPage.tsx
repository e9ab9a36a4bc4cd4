import { getRouteApi, Link } from '@tanstack/react-router'
import type { JobOffer } from '@tutorat/contracts'
import { ArrowLeft, Building2, FileSearch, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { WithData } from '../../lib/data.tsx'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { LoadingStatus, Skeleton, SkeletonBars } from '../../ui/Skeleton.tsx'
import { ApplyForm } from './ApplyForm.tsx'
import { CONTRACT_TONES, closedReason, formatDay } from './format.ts'

const route = getRouteApi('/public/recruitment/apply/$jobId')
const LOAD_ERROR = 'Impossible de charger cette offre.'

export function ApplyPage() {
  const { jobId } = route.useParams()
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-2xl space-y-6">
        <WithData fallback={<ApplySkeleton />}>
          <Apply jobId={jobId} />
        </WithData>
      </div>
    </div>
  )
}

const allOffers = (
  <Link to="/recruitment" className={buttonClasses('secondary')}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    Voir toutes les offres
  </Link>
)

function Apply({ jobId }: { jobId: number }) {
  const offer = trpc.recruitment.get.useQuery({ id: jobId }, { enabled: jobId > 0 })

  if (jobId === 0 || errorStatus(offer.error) === 404) {
    return (
      <Titled title="Offre introuvable">
        <h1 className="sr-only">Offre introuvable</h1>
        <EmptyState Icon={FileSearch} title="Cette offre n’existe pas ou a été retirée" action={allOffers}>
          Les candidatures se font depuis une offre ouverte de la page Recrutement.
        </EmptyState>
      </Titled>
    )
  }
  if (offer.isPending) return <ApplySkeleton />
  if (offer.isError) {
    return (
      <Titled title={LOAD_ERROR}>
        <h1 className="sr-only">Postuler</h1>
        <ErrorState title={LOAD_ERROR} onRetry={() => void offer.refetch()} retrying={offer.isRefetching} action={allOffers}>
          {serverMessage(offer.error, 'Vérifiez votre connexion puis réessayez.')}
        </ErrorState>
      </Titled>
    )
  }
  return <ApplyToOffer offer={offer.data} />
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return <>{children}</>
}

function ApplyToOffer({ offer }: { offer: JobOffer }) {
  useDocumentTitle(`Postuler — ${offer.title}`, `Postulez en ligne à l’offre « ${offer.title} » de ${offer.company} (${offer.location}).`)
  return (
    <>
      <Link
        to="/recruitment/offer/$jobId"
        params={{ jobId: offer.id }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-control text-sm font-semibold text-brand-800 hover:text-brand-950"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Retour à l’offre
      </Link>
      <header className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">Candidature</p>
        <h1 className="text-2xl font-extrabold tracking-tight text-balance break-words text-brand-950 sm:text-3xl">{offer.title}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <Badge tone={CONTRACT_TONES[offer.contract_type]}>{offer.contract_type}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <Building2 className="size-4" aria-hidden="true" />
            {offer.company}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {offer.location}
          </span>
          {offer.deadline ? <span>Date limite : {formatDay(offer.deadline)}</span> : null}
        </div>
      </header>
      {offer.is_open ? (
        <Card className="p-5 sm:p-7">
          <ApplyForm offer={offer} />
        </Card>
      ) : (
        <div className="space-y-4">
          <Alert tone="error" title="Candidatures closes">
            {closedReason(offer)}
          </Alert>
          {allOffers}
        </div>
      )}
    </>
  )
}

function ApplySkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <LoadingStatus>Chargement de l’offre…</LoadingStatus>
      <SkeletonBars bars={['h-4 w-28', 'h-9 w-3/4']} />
      <Card className="space-y-5 p-5 sm:p-7">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-11" />
        ))}
        <Skeleton className="h-28" />
      </Card>
    </div>
  )
}
