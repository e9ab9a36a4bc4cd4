import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DATE_LOCALE } from '@tutorat/contracts'
import { RefreshCw, Wifi, WifiOff } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { WithData } from '../../lib/data.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CACHES, proceduresOf } from './caches.ts'
import { canSaveOffline } from './saved-pdfs.ts'
import { SavedPdfList } from './SavedPdfList.tsx'

/** The public pages whose list the worker keeps once seen (any of its procedures will do). */
const PAGES = [
  // nothing to ask the server above the fold: the worker's precache holds all of it
  { label: 'Accueil', to: '/', procedures: null },
  { label: 'Formations', to: '/courses', procedures: ['announcements.list'] },
  { label: 'Cours gratuits', to: '/cours-gratuits', procedures: ['freeCourses.list'] },
  { label: 'Offres', to: '/recruitment', procedures: ['recruitment.list'] },
] as const
type Page = (typeof PAGES)[number]

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)

interface OnThisPhone {
  /** a service worker answers this page: the app's own files are on the phone */
  shell: boolean
  /** the public reads it holds a copy of */
  procedures: Set<string>
}

async function onThisPhone(): Promise<OnThisPhone> {
  const shell = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null
  if (!('caches' in window) || !(await caches.has(CACHES.publicReads))) return { shell, procedures: new Set() }
  const requests = await (await caches.open(CACHES.publicReads)).keys()
  return { shell, procedures: new Set(requests.flatMap((request) => proceduresOf(new URL(request.url)))) }
}

/** How `page` opens without a connection, or null when it does not yet. */
function availability(page: Page, phone: OnThisPhone | undefined): string | null {
  if (!phone) return null
  if (page.procedures === null) return phone.shell ? 'toujours disponible' : null
  return page.procedures.some((procedure) => phone.procedures.has(procedure)) ? 'déjà consultée' : null
}

const pageNames = new Intl.ListFormat(DATE_LOCALE, { type: 'conjunction' })
const SECTION_TITLE = 'text-lg font-bold text-brand-950'

/** /hors-ligne — what this phone can show without a connection. */
export function OfflinePage() {
  useDocumentTitle('Hors ligne')
  return (
    <div className="px-4 py-10 sm:px-6 md:py-14">
      <div className="mx-auto max-w-3xl space-y-8">
        <header className="space-y-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">Hors ligne</h1>
          <ConnectionStatus />
        </header>
        <WithData fallback={<Skeleton className="h-48 w-full rounded-card" />}>
          <section aria-labelledby="pages-hors-ligne" className="space-y-3">
            <h2 id="pages-hors-ligne" className={SECTION_TITLE}>
              Pages disponibles sans connexion
            </h2>
            <AvailablePages />
          </section>
          {canSaveOffline() ? (
            <section aria-labelledby="pdf-hors-ligne" className="space-y-3">
              <h2 id="pdf-hors-ligne" className={SECTION_TITLE}>
                PDF enregistrés sur ce téléphone
              </h2>
              <SavedPdfList />
            </section>
          ) : null}
        </WithData>
      </div>
    </div>
  )
}

function ConnectionStatus() {
  const online = useOnline()
  const Icon = online ? Wifi : WifiOff
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <span className={online ? 'text-emerald-700' : 'text-accent-800'}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p role="status" className="min-w-0 flex-1 basis-52 text-sm text-ink">
        {online
          ? 'Ce téléphone est connecté à Internet.'
          : 'Ce téléphone n’est pas connecté à Internet. Les pages et les PDF ci-dessous s’ouvrent quand même.'}
      </p>
      <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Réessayer
      </Button>
    </Card>
  )
}

function AvailablePages() {
  const phone = useQuery({ queryKey: ['offline-pages'], queryFn: onThisPhone, networkMode: 'always' })
  if (phone.isPending) return <Skeleton className="h-24 w-full rounded-card" />
  const pages = PAGES.map((page) => ({ ...page, available: availability(page, phone.data) }))
  const visited = pages.filter((page) => page.available !== null)
  const notYet = pages.filter((page) => page.available === null)
  return (
    <div className="space-y-2">
      {visited.length > 0 ? (
        <Card>
          <ul className="divide-y divide-line">
            {visited.map((page) => (
              <li key={page.to} className="flex items-center justify-between gap-3 p-4">
                <Link to={page.to} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {page.label}
                </Link>
                <Badge tone="success">{page.available}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {notYet.length > 0 ? <NotYetSeen names={notYet.map((page) => page.label)} noneSeen={visited.length === 0} /> : null}
    </div>
  )
}

function NotYetSeen({ names, noneSeen }: { names: string[]; noneSeen: boolean }) {
  const one = names.length === 1
  const lead = noneSeen ? 'Aucune page n’a encore été consultée sur ce téléphone' : one ? 'Pas encore consultée sur ce téléphone' : 'Pas encore consultées sur ce téléphone'
  return (
    <p className="text-sm text-muted">
      {lead} : {pageNames.format(names)}. {one ? 'Ouvrez-la une fois connecté pour la retrouver' : 'Ouvrez-les une fois connecté pour les retrouver'} sans
      connexion.
    </p>
  )
}
