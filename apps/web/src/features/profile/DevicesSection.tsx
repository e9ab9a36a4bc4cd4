import type { StudentDevice } from '@tutorat/contracts'
import { toast } from 'sonner'
import { formatDateTime } from '../../lib/dates.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { DeviceSummary, deviceName } from '../../ui/DeviceSummary.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ProfileSection } from './ProfileSection.tsx'

const FAILED = 'L’appareil n’a pas pu être déconnecté. Réessayez.'

/** « Appareils connectés »: where the account is signed in; any other device can be signed out from here. */
export function DevicesSection() {
  const devices = trpc.student.devices.useQuery()
  return (
    <ProfileSection
      id="appareils"
      title="Appareils connectés"
      description="Votre compte reste connecté sur quelques appareils ; une connexion de plus déconnecte le plus ancien. Un appareil que vous ne reconnaissez pas ? Déconnectez-le et changez votre mot de passe."
    >
      {devices.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : devices.isError ? (
        <ErrorState title="Impossible de charger vos appareils." onRetry={() => void devices.refetch()} retrying={devices.isRefetching} />
      ) : (
        <DeviceList devices={devices.data} />
      )}
    </ProfileSection>
  )
}

function DeviceList({ devices }: { devices: StudentDevice[] }) {
  const utils = trpc.useUtils()
  const done = async ({ message }: { message: string }) => {
    toast.success(message)
    await utils.student.devices.invalidate()
  }
  const signOut = trpc.student.signOutDevice.useMutation({ onSuccess: done })
  const signOutOthers = trpc.student.signOutOtherDevices.useMutation({ onSuccess: done })
  const others = devices.filter((device) => !device.current)
  const error = signOut.error ?? signOutOthers.error

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-control border border-line">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
            <DeviceSummary device={device} badge={device.current ? <Badge tone="brand">Cet appareil</Badge> : null} />
            {device.current ? null : (
              <Button
                variant="secondary"
                className="shrink-0"
                loading={signOut.isPending && signOut.variables.id === device.id}
                onClick={() => signOut.mutate({ id: device.id })}
                aria-label={`Déconnecter ${deviceName(device.user_agent)}, connecté le ${formatDateTime(device.created_at)}`}
              >
                Déconnecter
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error ? <Alert tone="error">{serverMessage(error, FAILED)}</Alert> : null}
      {others.length > 0 ? (
        <Button variant="danger" className="w-full sm:w-auto" loading={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
          Déconnecter les autres appareils
        </Button>
      ) : (
        <p className="text-sm text-muted">Aucun autre appareil n’est connecté.</p>
      )}
    </div>
  )
}
