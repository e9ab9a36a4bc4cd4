import { Link, type LinkProps } from '@tanstack/react-router'
import type { PendingWork } from '@tutorat/contracts'
import { ChevronRight, FileSearch, Inbox, type LucideIcon, MessageSquarePlus, MessageSquareQuote } from 'lucide-react'
import { Alert } from '../../ui/Alert.tsx'
import { StatCardContent, statCardClasses, type StatTone } from '../../ui/StatCard.tsx'
import { usePendingWork } from '../admin/use-pending-work.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

interface Pile {
  key: keyof PendingWork
  label: string
  Icon: LucideIcon
  tone: StatTone
  /** the list, filtered on what waits */
  link: Pick<LinkProps, 'to' | 'search'>
}

const PILES: readonly Pile[] = [
  { key: 'proofs', label: 'Preuves de paiement à vérifier', Icon: FileSearch, tone: 'accent', link: { to: '/admin/payments', search: { status: 'preuve_envoyee' } } },
  { key: 'session_requests', label: 'Demandes de séance nouvelles', Icon: MessageSquarePlus, tone: 'brand', link: { to: '/admin/session-requests', search: { status: 'nouvelle' } } },
  { key: 'testimonials', label: 'Témoignages à valider', Icon: MessageSquareQuote, tone: 'violet', link: { to: '/admin/testimonials', search: { status: 'inactive' } } },
  { key: 'applications', label: 'Candidatures nouvelles', Icon: Inbox, tone: 'success', link: { to: '/admin/applications', search: { status: 'en_attente' } } },
]

/**
 * « À traiter » (issue 29): each pile waiting for this admin, a number linking to its filtered
 * list. A pile that is not this admin's job (null) is left out; the piles show while loading.
 */
export function PendingWorkCard({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const work = usePendingWork()
  const piles = PILES.filter(({ key }) => (work.data ? work.data[key] !== null : isSuperAdmin || key === 'session_requests'))
  return (
    <TitledSection id="pending-title" title="À traiter">
      {work.isError ? (
        <Alert tone="error">Le travail en attente est indisponible pour le moment.</Alert>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {piles.map(({ key, label, Icon, tone, link }) => (
            <li key={key}>
              <Link
                {...link}
                className={statCardClasses(
                  'group h-full transition-shadow hover:border-brand-300 hover:shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                )}
              >
                <StatCardContent label={label} value={work.data?.[key] ?? undefined} Icon={Icon} tone={tone} />
                <ChevronRight className="ml-auto size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}
