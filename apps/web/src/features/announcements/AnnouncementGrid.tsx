import { GraduationCap, MessageCircle } from 'lucide-react'
import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { trpc } from '../../lib/trpc.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { AnnouncementCard } from './AnnouncementCard.tsx'
import { GridSkeleton } from './GridSkeleton.tsx'
import { GRID } from './grid.ts'

/** The active formations: skeletons, then the cards, an empty state or an error to retry. */
export default function AnnouncementGrid() {
  const list = trpc.announcements.list.useQuery({ active_only: true })
  const whatsapp = useWhatsappUrl()

  if (list.isPending) return <GridSkeleton />
  if (list.isError) {
    return <ErrorState title="Les formations n’ont pas pu être chargées." onRetry={() => void list.refetch()} retrying={list.isFetching} />
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        Icon={GraduationCap}
        title={ANNOUNCEMENT_MESSAGES.empty}
        action={
          whatsapp ? (
            <a href={whatsapp('Bonjour, je cherche une formation : quelles sont vos prochaines sessions ?')} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent')}>
              <MessageCircle className="size-4" aria-hidden="true" />
              Nous écrire sur WhatsApp
            </a>
          ) : null
        }
      >
        De nouvelles sessions sont annoncées régulièrement. Écrivez-nous pour être prévenu(e) de la prochaine.
      </EmptyState>
    )
  }
  return (
    <ul className={GRID}>
      {list.data.map((announcement, position) => (
        <li key={announcement.id}>
          <AnnouncementCard announcement={announcement} whatsapp={whatsapp} eagerImage={position === 0} />
        </li>
      ))}
    </ul>
  )
}
