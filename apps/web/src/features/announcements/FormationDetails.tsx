import { Link } from '@tanstack/react-router'
import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { CalendarClock, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { statusOf } from '../../lib/error-message.ts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { ShareButton } from '../../ui/ShareButton.tsx'
import { accessLength } from '../payments/access-length.ts'
import { EnrolLink } from '../payments/EnrolLink.tsx'
import { positiveId } from '../payments/ids.ts'
import { AnnouncementImage } from './AnnouncementImage.tsx'
import { BookOnWhatsapp } from './BookOnWhatsapp.tsx'
import { type Announcement, previewText, priceText } from './format.ts'

const durationText = (days: number | null) => (days === null ? null : accessLength(days))

function NotFound() {
  useDocumentTitle(ANNOUNCEMENT_MESSAGES.formationNotFound)
  return (
    <EmptyState
      Icon={SearchX}
      title={ANNOUNCEMENT_MESSAGES.formationNotFound}
      action={
        <Link to="/courses" className={buttonClasses('primary')}>
          Voir les formations
        </Link>
      }
    >
      Cette formation n’existe pas ou n’est plus proposée.
    </EmptyState>
  )
}

function Formation({ formation }: { formation: Announcement }) {
  useDocumentTitle(formation.title, previewText(formation.description || formation.title, 160))
  const whatsapp = useWhatsappUrl()
  const price = priceText(formation)
  const duration = durationText(formation.duration_days)
  return (
    <article className="grid items-start gap-8 md:grid-cols-2">
      <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
        <AnnouncementImage picture={formation} sizes="(min-width: 768px) 480px, 100vw" loading="priority" className="aspect-[4/3] max-h-[800px]" />
      </div>
      <div className="space-y-5">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-950">{formation.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {price ? (
            <Badge tone="accent" className="px-3 py-1 text-base">
              {price}
            </Badge>
          ) : (
            <span className="text-muted">Tarif sur demande</span>
          )}
          {duration ? (
            <span className="inline-flex items-center gap-1.5 text-sm text-muted">
              <CalendarClock className="size-4" aria-hidden="true" />
              {duration}
            </span>
          ) : null}
        </div>
        {formation.description ? <p className="leading-relaxed break-words whitespace-pre-line text-ink">{formation.description}</p> : null}
        <div className="flex flex-wrap gap-3">
          {formation.sellable ? <EnrolLink formation={formation} /> : null}
          <BookOnWhatsapp announcement={formation} whatsapp={whatsapp} />
          <ShareButton title={formation.title} text={`Regarde cette formation de Tutorat Maroc : « ${formation.title} »`} />
        </div>
      </div>
    </article>
  )
}

/** One active formation, or why it cannot be shown (missing, network). */
export default function FormationDetails({ id, fallback }: { id: string; fallback: ReactNode }) {
  const formationId = positiveId(id)
  const query = trpc.announcements.get.useQuery({ id: formationId ?? 0 }, { enabled: formationId !== undefined, retry: (count, error) => statusOf(error) !== 404 && count < 2 })
  if (formationId === undefined || statusOf(query.error) === 404) return <NotFound />
  if (query.isError) return <ErrorState title="La formation n’a pas pu être chargée." onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.isPending) return <>{fallback}</>
  return <Formation formation={query.data} />
}
