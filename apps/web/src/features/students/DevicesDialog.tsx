import { Laptop, Smartphone } from 'lucide-react'
import { toast } from 'sonner'
import { formatDateTime } from '../../lib/dates.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import type { StudentRow } from './StudentsPage.tsx'

const PHONE = /Android|iPhone|iPad|Mobile/i
const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
]
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

/** "Chrome sur Android" from a user agent, or a plain word when it says nothing useful. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} sur ${system}`
  return browser ?? system ?? 'Appareil inconnu'
}

interface DevicesDialogProps {
  student: StudentRow | null
  onClose: () => void
}

/** At most N signed-in devices per student; the admin sees them and can sign them all out. */
export function DevicesDialog({ student, onClose }: DevicesDialogProps) {
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={student ? `Appareils de ${student.name}` : 'Appareils'}
      description="Un compte étudiant reste connecté sur 2 appareils au maximum ; une nouvelle connexion déconnecte le plus ancien."
    >
      {student ? <DevicesBody studentId={student.id} /> : null}
    </Dialog>
  )
}

function DevicesBody({ studentId }: { studentId: number }) {
  const utils = trpc.useUtils()
  const devices = trpc.students.devices.useQuery({ id: studentId })
  const reset = trpc.students.resetDevices.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      await utils.students.devices.invalidate({ id: studentId })
    },
  })

  if (devices.isPending) return <Spinner label="Chargement des appareils…" />
  if (devices.isError) return <Alert tone="error">{serverMessage(devices.error, 'Impossible de charger les appareils.')}</Alert>

  return (
    <div className="space-y-4">
      {devices.data.length === 0 ? (
        <p className="text-sm text-muted">Aucun appareil connecté.</p>
      ) : (
        <ul className="divide-y divide-line rounded-control border border-line">
          {devices.data.map((device) => {
            const Icon = device.user_agent && PHONE.test(device.user_agent) ? Smartphone : Laptop
            return (
              <li key={device.id} className="flex items-start gap-3 p-3 text-sm">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{deviceName(device.user_agent)}</p>
                  <p className="text-muted">
                    Connecté le {formatDateTime(device.created_at)} · dernière activité le {formatDateTime(device.last_seen_at)}
                  </p>
                  {device.ip ? <p className="text-xs text-muted">Adresse IP : {device.ip}</p> : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {reset.error ? <Alert tone="error">{serverMessage(reset.error, 'Une erreur est survenue. Veuillez réessayer.')}</Alert> : null}
      <div className="flex justify-end">
        <Button variant="danger" loading={reset.isPending} disabled={devices.data.length === 0} onClick={() => reset.mutate({ id: studentId })}>
          Déconnecter tous les appareils
        </Button>
      </div>
    </div>
  )
}
