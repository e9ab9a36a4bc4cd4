import { CalendarSync, RefreshCw, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CopyButton } from '../payments/CopyButton.tsx'

const RENEW_FAILED = 'Le nouveau lien n’a pas pu être créé. Vérifiez votre connexion puis réessayez.'

/** The private calendar feed (.ics): to copy into Google Agenda, to open on a phone, to replace. */
export function CalendarCard() {
  const calendar = trpc.sessions.calendar.useQuery()
  if (calendar.isError) {
    return <ErrorState title="Le lien de votre agenda n’a pas pu être chargé." onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />
  }
  if (!calendar.data) return <Skeleton className="h-64 w-full rounded-card" />
  const { url, webcal_url } = calendar.data
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-lg font-bold text-brand-950">
          <CalendarSync className="size-5 text-brand-700" aria-hidden="true" />
          Mes séances dans mon agenda
        </h2>
        <p className="text-sm text-muted">Abonnez votre agenda à ce lien : vos séances y apparaissent et s’y mettent à jour toutes seules.</p>
      </div>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 rounded-control border border-line bg-surface px-3 py-2 font-mono text-sm break-all text-brand-950 select-all">{url}</span>
        <CopyButton value={url} what="le lien de l’agenda" done="Lien de l’agenda copié" />
      </div>
      <a href={webcal_url} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
        <Smartphone className="size-4" aria-hidden="true" />
        S’abonner depuis mon téléphone
      </a>
      <div className="space-y-1 text-sm text-ink">
        <p className="font-semibold">Dans Google Agenda, sur ordinateur :</p>
        <ol className="list-decimal space-y-0.5 pl-5">
          <li>copiez le lien ci-dessus&nbsp;;</li>
          <li>
            ouvrez <strong>Autres agendas › À partir de l’URL</strong>&nbsp;;
          </li>
          <li>collez le lien, puis « Ajouter l’agenda ».</li>
        </ol>
      </div>
      <p className="text-sm text-muted">Ce lien est personnel : ne le partagez pas. S’il a circulé, créez-en un nouveau.</p>
      <RenewLink />
    </Card>
  )
}

/** « Nouveau lien »: once confirmed, the feed gets a new address and the old one stops working. */
function RenewLink() {
  const [open, setOpen] = useState(false)
  const utils = trpc.useUtils()
  const renew = trpc.sessions.renewCalendar.useMutation({
    onSuccess: ({ message, url, webcal_url }) => {
      utils.sessions.calendar.setData(undefined, { url, webcal_url })
      toast.success(message)
      setOpen(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) renew.reset()
    setOpen(next)
  }
  return (
    <>
      <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setOpen(true)}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Nouveau lien
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title="Créer un nouveau lien d’agenda ?"
        description={
          <>
            <p>L’ancien lien cessera aussitôt de fonctionner : les agendas abonnés avec lui ne recevront plus vos séances.</p>
            <p>Abonnez-les ensuite avec le nouveau lien.</p>
          </>
        }
        confirmLabel="Créer un nouveau lien"
        pending={renew.isPending}
        error={renew.error ? serverMessage(renew.error, RENEW_FAILED) : undefined}
        tone="primary"
        onConfirm={() => renew.mutate()}
      />
    </>
  )
}
