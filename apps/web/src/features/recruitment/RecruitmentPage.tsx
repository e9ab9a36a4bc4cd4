import { keepPreviousData } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type JobOffer, LIMITS, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { Briefcase} from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { cn } from '../../lib/cn.ts'
import { WithData } from '../../lib/data.tsx'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { LoadingStatus } from '../../ui/Skeleton.tsx'
import { PageSpinner } from '../../ui/Spinner.tsx'
import { plural } from './format.ts'
import { OfferCard, OfferCardSkeleton } from './OfferCard.tsx'
import { OfferDetail } from './OfferDetail.tsx'
import { OfferFilters } from './OfferFilters.tsx'
import type { OffersSearch } from './search.ts'

const listRoute = getRouteApi('/public/recruitment')
const offerRoute = getRouteApi('/public/recruitment/offer/$jobId')

const LIST_ERROR = 'Impossible de charger les offres d’emploi.'
const PAGE_DESCRIPTION = 'Offres de stage, d’alternance et d’emploi pour les étudiants au Maroc : postulez en ligne avec votre CV.'

/** `/recruitment`: the open offers, filtered. */
export function RecruitmentListPage() {
  useDocumentTitle('Offres d’emploi et de stage', PAGE_DESCRIPTION)
  const search = listRoute.useSearch()
  const navigate = listRoute.useNavigate()
  const onSearch = useCallback((next: OffersSearch) => void navigate({ search: next, replace: true }), [navigate])
  return <Recruitment search={search} onSearch={onSearch} />
}

/** `/recruitment/offer/{jobId}`: the same list, with the chosen offer opened. */
export function RecruitmentOfferPage() {
  const { jobId } = offerRoute.useParams()
  const search = offerRoute.useSearch()
  const navigate = offerRoute.useNavigate()
  const onSearch = useCallback((next: OffersSearch) => void navigate({ search: next, replace: true }), [navigate])
  return <Recruitment search={search} onSearch={onSearch} jobId={jobId} />
}

interface RecruitmentProps {
  search: OffersSearch
  onSearch: (next: OffersSearch) => void
  jobId?: number
}

function Recruitment({ search, onSearch, jobId }: RecruitmentProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="max-w-3xl space-y-2">
          <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">Recrutement</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-4xl">Offres d’emploi et de stage</h1>
          <p className="text-muted">
            Stages, alternances et premiers emplois proposés par nos entreprises partenaires. Choisissez une offre, puis postulez en ligne avec votre
            CV.
          </p>
        </header>
        <WithData fallback={<PageSpinner />}>
          <Offers search={search} onSearch={onSearch} jobId={jobId} />
        </WithData>
      </div>
    </div>
  )
}

const listInput = ({ contract, city, search }: OffersSearch) => ({
  limit: LIMITS.listMaxLimit,
  ...(contract ? { contract_type: contract } : {}),
  ...(city ? { location: city } : {}),
  ...(search ? { search } : {}),
})

/** The cities of the open offers, for the city filter (alphabetical, French order). */
function citiesOf(offers: readonly JobOffer[] | undefined): string[] {
  const names = new Set((offers ?? []).map((offer) => offer.location.trim()).filter(Boolean))
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'))
}

function Offers({ search, onSearch, jobId }: RecruitmentProps) {
  const filtered = Boolean(search.contract || search.city || search.search)
  // While a new filter loads, the previous cards stay (dimmed) instead of flashing skeletons.
  const offers = trpc.recruitment.list.useQuery(listInput(search), { placeholderData: keepPreviousData })
  // The unfiltered list gives the city choices (the same query as `offers` when nothing is filtered).
  const all = trpc.recruitment.list.useQuery(listInput({}))
  const cities = useMemo(() => citiesOf(all.data), [all.data])
  const open = jobId !== undefined

  return (
    <div className="space-y-6">
      <OfferFilters value={search} onChange={onSearch} cities={cities} />
      <div className={cn(open && 'grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start')}>
        {open ? (
          <div className="min-w-0 lg:order-last">
            <OfferDetail jobId={jobId} search={search} />
          </div>
        ) : null}
        <section aria-labelledby="offers-heading" aria-busy={offers.isFetching || undefined} className="min-w-0 space-y-4">
          <h2 id="offers-heading" className={open ? 'text-lg font-bold text-brand-950' : 'sr-only'}>
            {open ? 'Toutes les offres' : 'Liste des offres'}
          </h2>
          {offers.isPending ? (
            <>
              <LoadingStatus>Chargement des offres…</LoadingStatus>
              <ul className={cn('grid gap-4', !open && 'sm:grid-cols-2 lg:grid-cols-3')}>
                {[0, 1, 2].map((key) => (
                  <li key={key}>
                    <OfferCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          ) : offers.isError && !offers.data ? (
            <ErrorState title={LIST_ERROR} onRetry={() => void offers.refetch()} retrying={offers.isRefetching}>
              {serverMessage(offers.error, 'Vérifiez votre connexion puis réessayez.')}
            </ErrorState>
          ) : offers.data.length === 0 ? (
            filtered ? (
              <NoMatch title="Aucune offre ne correspond à votre recherche" onClear={() => onSearch({})}>
                Essayez un autre mot, un autre type de contrat ou une autre ville.
              </NoMatch>
            ) : (
              <EmptyState
                Icon={Briefcase}
                title={RECRUITMENT_MESSAGES.noOffers}
                action={
                  <Link to="/" className={buttonClasses('secondary')}>
                    Retour à l’accueil
                  </Link>
                }
              >
                De nouvelles offres sont publiées régulièrement : revenez bientôt.
              </EmptyState>
            )
          ) : (
            <>
              <p role="status" className="text-sm text-muted">
                {filtered
                  ? `${plural(offers.data.length, 'offre trouvée', 'offres trouvées')}`
                  : `${plural(offers.data.length, 'offre ouverte', 'offres ouvertes')}`}
              </p>
              <ul className={cn('grid gap-4 transition-opacity', !open && 'sm:grid-cols-2 lg:grid-cols-3', offers.isPlaceholderData && 'opacity-60')}>
                {offers.data.map((offer) => (
                  <li key={offer.id}>
                    <OfferCard offer={offer} selected={offer.id === jobId} search={search} />
                  </li>
                ))}
              </ul>
              {offers.isError ? <Alert tone="error">{LIST_ERROR}</Alert> : null}
            </>
          )}
        </section>
      </div>
    </div>
  )
}
