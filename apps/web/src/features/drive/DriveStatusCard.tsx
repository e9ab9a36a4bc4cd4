import { CircleAlert, CircleCheck, HardDrive } from 'lucide-react'
import { formatDateTime } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { plural } from '../courses/format.ts'
import { SharingAudit } from './SharingAudit.tsx'

const when = (at: string | null) => (at ? formatDateTime(at) : 'jamais')

/** DESIGN §16: the Google Drive connection as the super admins see it (dashboard). */
export function DriveStatusCard() {
  const status = trpc.drive.status.useQuery()
  const data = status.data
  return (
    <section aria-labelledby="drive-status-title">
      <Card className="space-y-3 p-4 sm:p-5">
        <h2 id="drive-status-title" className="flex items-center gap-2 text-lg font-bold text-brand-950">
          <HardDrive className="size-5 text-brand-700" aria-hidden="true" />
          Google Drive
        </h2>
        {status.isError ? <p className="text-sm text-red-700">État de la connexion Google Drive indisponible.</p> : null}
        {!data && !status.isError ? <Skeleton className="h-12 w-full" /> : null}
        {data ? (
          <>
            {data.connected ? (
              <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
                <CircleCheck className="size-4" aria-hidden="true" />
                Google Drive connecté en tant que {data.account}
              </p>
            ) : (
              <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
                <CircleAlert className="size-4" aria-hidden="true" />
                Google Drive non connecté : les vidéos restent ouvertes à qui a le lien.
              </p>
            )}
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              <dt className="text-muted">Dernier balayage</dt>
              <dd>{when(data.last_sweep_at)}</dd>
              <dt className="text-muted">Dernier audit du partage</dt>
              <dd>{when(data.last_audit_at)}</dd>
              <dt className="text-muted">Autorisations Drive</dt>
              <dd>
                {plural(data.grants.granted, 'accordée')}, {plural(data.grants.pending, 'en attente', 'en attente')}
                {data.grants.failing > 0 ? `, ${plural(data.grants.failing, 'en échec', 'en échec')}` : ''}
              </dd>
              <dt className="text-muted">Cours en mode « lien »</dt>
              <dd>{data.link_mode_courses}</dd>
            </dl>
            {data.last_error ? (
              <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-2 text-sm text-red-800">
                Dernière erreur{data.last_error_at ? ` (${formatDateTime(data.last_error_at)})` : ''} : {data.last_error}
              </p>
            ) : null}
            {data.connected ? <SharingAudit /> : null}
          </>
        ) : null}
      </Card>
    </section>
  )
}
