import { Link } from '@tanstack/react-router'
import { DATE_LOCALE } from '@tutorat/contracts'
import { CloudDownload, FileText } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { OFFLINE_MESSAGES } from './messages.ts'
import { offlineMessage, type SavedPdf } from './saved-pdfs.ts'
import { useRemoveSavedPdf, useSavedPdfs } from './use-saved-pdfs.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

const decimal = new Intl.NumberFormat(DATE_LOCALE, { maximumFractionDigits: 1 })
const dayMonth = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long' })
const dayMonthYear = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' })

/** « 350 Ko », « 2,4 Mo » (a non-breaking space before the unit). */
export function formatSize(bytes: number): string {
  const kilobytes = bytes / 1024
  if (kilobytes < 1000) return `${decimal.format(Math.max(1, Math.round(kilobytes)))}\u00a0Ko`
  return `${decimal.format(kilobytes / 1024)}\u00a0Mo`
}

/** « 24 novembre », « 1er mars », with the year when it is not this one; null for an unknown date. */
export function formatSavedOn(iso: string, now = new Date()): string | null {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return null
  const format = date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear
  return format.format(date).replace(/^1 /, '1er ')
}

/** The PDFs kept on this phone, each to open or to remove; how to keep one when there is none. */
export function SavedPdfList() {
  const list = useSavedPdfs()
  const [removed, setRemoved] = useState<string | null>(null)
  if (list.isPending)
    return (
      <div role="status" aria-label="Chargement des PDF enregistrés…">
        <Skeleton className="h-20 w-full rounded-card" />
      </div>
    )
  if (list.isError) return <Alert tone="error">{OFFLINE_MESSAGES.listFailed}</Alert>
  return (
    <div className="space-y-2">
      {list.data.length === 0 ? (
        <NoSavedPdf />
      ) : (
        <Card>
          <ul className="divide-y divide-line">
            {list.data.map((pdf) => (
              <SavedPdfRow key={pdf.url} pdf={pdf} onRemoved={() => setRemoved(`« ${pdf.title} » a été retiré de ce téléphone.`)} />
            ))}
          </ul>
        </Card>
      )}
      <p role="status" className="text-sm text-muted empty:hidden">
        {removed}
      </p>
    </div>
  )
}

function SavedPdfRow({ pdf, onRemoved }: { pdf: SavedPdf; onRemoved: () => void }) {
  // mutateAsync: the row is gone by the time the removal settles (the list is read again first)
  const remove = useRemoveSavedPdf()
  const savedOn = formatSavedOn(pdf.savedAt)
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-800">
        <FileText className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words text-brand-950">{pdf.title}</p>
        <p className="text-sm text-muted">
          {formatSize(pdf.bytes)}
          {savedOn ? ` · Enregistré le ${savedOn}` : null}
        </p>
      </div>
      <div className="flex gap-2">
        <a
          href={pdf.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Ouvrir « ${pdf.title} » (nouvel onglet)`}
          className={buttonClasses('secondary', 'sm')}
        >
          Ouvrir
        </a>
        <Button variant="ghost" size="sm" loading={remove.isPending} aria-label={`Retirer « ${pdf.title} » de ce téléphone`} onClick={() => void remove.mutateAsync(pdf.url).then(onRemoved, () => undefined)}>
          Retirer
        </Button>
      </div>
      {remove.isError ? (
        <div className="basis-full">
          <Alert tone="error">{offlineMessage(remove.error, OFFLINE_MESSAGES.removeFailed)}</Alert>
        </div>
      ) : null}
    </li>
  )
}

function NoSavedPdf() {
  return (
    <EmptyState Icon={CloudDownload} title="Aucun PDF enregistré sur ce téléphone">
      <p>
        Sur la page{' '}
        <Link to="/cours-gratuits" className="font-semibold text-brand-800 underline underline-offset-2">
          Cours gratuits
        </Link>
        , touchez « Disponible hors ligne » sous un PDF pour le garder sur ce téléphone.
      </p>
    </EmptyState>
  )
}

/** The student dashboard's section (loaded after the page, like its other extras). */
export function SavedPdfsSection() {
  return (
    <TitledSection id="disponible-hors-ligne" title="Disponible hors ligne">
      <SavedPdfList />
    </TitledSection>
  )
}
