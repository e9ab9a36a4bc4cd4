import { getRouteApi } from '@tanstack/react-router'
import { CalendarPlus, CheckCircle2, MessageSquareQuote, Star } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { StatCard } from '../../ui/StatCard.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { plural } from '../courses/format.ts'
import { useDeleteTestimonial } from './delete-testimonial.tsx'
import { TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard.tsx'
import { TestimonialFilters } from './TestimonialFilters.tsx'
import { useTestimonialList } from './use-testimonial-list.ts'

const route = getRouteApi('/admin/testimonials')
const LIST_ERROR = 'Erreur lors du chargement des témoignages.'

/** One decimal is what a 1–5 average means to a reader ("4,3"). */
const oneDecimal = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 10) / 10)

/** SPEC §2 "Testimonials": stats, filters in the URL, cards with moderation and in-place edit. */
export function TestimonialsPage() {
  useDocumentTitle('Témoignages')
  const search = route.useSearch()
  const stats = trpc.testimonials.stats.useQuery()
  const list = useTestimonialList(search)
  useSuperAdminErrors(list.error, stats.error)
  const remove = useDeleteTestimonial()
  const filtered = Boolean(search.search || search.status)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Témoignages"
        description="Validez les témoignages envoyés depuis le site, corrigez-les et choisissez ceux mis en avant sur la page d’accueil."
      />

      <section aria-label="Statistiques des témoignages">
        {stats.isError ? (
          <Alert tone="error">Statistiques indisponibles pour le moment.</Alert>
        ) : (
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <li>
              <StatCard label="Total" value={stats.data?.total} Icon={MessageSquareQuote} />
            </li>
            <li>
              <StatCard label="Actifs" value={stats.data?.active} Icon={CheckCircle2} tone="success" />
            </li>
            <li>
              <StatCard label="Note moyenne" value={oneDecimal(stats.data?.average_rating)} Icon={Star} tone="accent" detail="sur 5" />
            </li>
            <li>
              <StatCard label="Ce mois" value={stats.data?.this_month} Icon={CalendarPlus} tone="violet" />
            </li>
          </ul>
        )}
      </section>

      <TestimonialFilters toReview={stats.data ? stats.data.total - stats.data.active : undefined} />

      <DataList
        query={list}
        rowName={(testimonial) => testimonial.nom}
        remove={remove}
        layout="cards"
        renderCard={(testimonial, { askDelete }) => <TestimonialCard testimonial={testimonial} onDelete={askDelete} />}
        cardsClassName="md:grid-cols-2"
        label="Liste des témoignages"
        caption="Témoignages"
        loadingLabel="Chargement des témoignages…"
        skeleton={<TestimonialCardSkeleton />}
        skeletonCount={6}
        errorTitle={LIST_ERROR}
        moreLabel="Afficher plus de témoignages"
        status={(rows, more) =>
          more ? `Les ${rows.length} premiers témoignages` : `${plural(rows.length, 'témoignage')}${filtered ? ` trouvé${rows.length > 1 ? 's' : ''}` : ''}`
        }
        empty={
          filtered ? (
            <NoMatch title="Aucun témoignage ne correspond à votre recherche" clearTo="/admin/testimonials">
              Essayez un autre mot ou un autre statut.
            </NoMatch>
          ) : (
            <EmptyState Icon={MessageSquareQuote} title="Aucun témoignage pour l’instant">
              Les témoignages envoyés depuis la page d’accueil arrivent ici, inactifs jusqu’à ce que vous les validiez.
            </EmptyState>
          )
        }
      />
    </div>
  )
}
