import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { errorText } from '../courses/feedback.ts'
import { useLeaveOnRefusal } from './super-admin.ts'
import type { ManagedAdmin } from './types.ts'

const RESET_ERROR = 'Erreur lors de la réinitialisation de la double authentification'

/** Lost phone: a super admin turns another admin's two-factor sign-in off (their sessions close). */
export function ResetTwoFactorDialog({ admin, onClose }: { admin: ManagedAdmin | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  const reset = trpc.admins.resetTwoFactor.useMutation({
    onSuccess: async ({ message }) => {
      await utils.admins.list.invalidate()
      toast.success(message)
      close()
    },
    onError: (error) => void leave(error),
  })

  function close() {
    reset.reset()
    onClose()
  }

  return (
    <ConfirmDialog
      open={admin !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Réinitialiser la double authentification ?"
      description={
        admin ? (
          <>
            <p>
              <strong className="text-ink">{admin.name}</strong> ({admin.email}) pourra se connecter avec son seul mot de passe, puis réactiver la
              double authentification depuis « Mon profil ».
            </p>
            <p>Ses sessions ouvertes sont fermées. À faire seulement après avoir vérifié son identité (téléphone perdu).</p>
          </>
        ) : null
      }
      confirmLabel="Réinitialiser"
      pending={reset.isPending}
      error={reset.error ? errorText(reset.error, RESET_ERROR) : undefined}
      onConfirm={() => admin && reset.mutate({ id: admin.id })}
    />
  )
}
