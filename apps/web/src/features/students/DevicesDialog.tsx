import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { DeviceSummary } from '../../ui/DeviceSummary.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import type { StudentRow } from './StudentsPage.tsx'

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
          {devices.data.map((device) => (
            <li key={device.id} className="p-3">
              <DeviceSummary device={device} />
            </li>
          ))}
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
