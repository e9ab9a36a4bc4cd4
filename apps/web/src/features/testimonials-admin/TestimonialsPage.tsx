import { getRouteApi, Link } from '@tanstack/react-router'
import { CalendarPlus, CheckCircle2, MessageSquareQuote, SearchX, Star } from 'lucide-react'
import { useState } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ListLoading, ListStatus } from '../../ui/ListStatus.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { StatCard } from '../../ui/StatCard.tsx'
import { ListError } from '../admin/ListError.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { plural } from '../courses/format.ts'
import { DeleteTestimonialDialog } from './DeleteTestimonialDialog.tsx'
import { TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard.tsx'
import { TestimonialFilters } from './TestimonialFilters.tsx'
import type { AdminTestimonial } from './types.ts'
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
  const [toDelete, setToDelete] = useState<AdminTestimonial | null>(null)

  const testimonials = list.data?.pages.flat() ?? []
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

      <TestimonialFilters />

      <section aria-label="Liste des témoignages" aria-busy={list.isFetching || undefined} className="space-y-4">
        {list.isPending ? (
          <ListLoading label="Chargement des témoignages…" count={6} className="grid gap-4 md:grid-cols-2">
            <TestimonialCardSkeleton />
          </ListLoading>
        ) : list.isError && testimonials.length === 0 ? (
          <ListError title={LIST_ERROR} list={list} />
        ) : testimonials.length === 0 ? (
          filtered ? (
            <EmptyState
              Icon={SearchX}
              title="Aucun témoignage ne correspond à votre recherche"
              action={
                <Link to="/admin/testimonials" search={{}} className={buttonClasses('secondary')}>
                  Effacer les filtres
                </Link>
              }
            >
              Essayez un autre mot ou un autre statut.
            </EmptyState>
          ) : (
            <EmptyState Icon={MessageSquareQuote} title="Aucun témoignage pour l’instant">
              Les témoignages envoyés depuis la page d’accueil arrivent ici, inactifs jusqu’à ce que vous les validiez.
            </EmptyState>
          )
        ) : (
          <>
            <ListStatus>
              {list.hasNextPage
                ? `Les ${testimonials.length} premiers témoignages`
                : `${plural(testimonials.length, 'témoignage')}${filtered ? ` trouvé${testimonials.length > 1 ? 's' : ''}` : ''}`}
            </ListStatus>
            <ul className={`grid gap-4 transition-opacity md:grid-cols-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} onDelete={setToDelete} />
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Afficher plus de témoignages
                </Button>
              </div>
            ) : null}
            {list.isError ? <Alert tone="error">{LIST_ERROR}</Alert> : null}
          </>
        )}
      </section>

      <DeleteTestimonialDialog testimonial={toDelete} onClose={() => setToDelete(null)} />
    </div>
  )
}
