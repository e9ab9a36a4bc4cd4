import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { errorMessage } from '../courses/feedback.ts'
import { useLeaveOnRefusal } from './super-admin.ts'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { EmailField } from '../../ui/EmailField.tsx'

const UNLOCK_ERROR = 'Erreur lors du déblocage de la connexion'

/** A locked-out administrator or student (too many wrong passwords) signs in again at once. */
export function UnlockSignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState('')
  const leave = useLeaveOnRefusal()
  const unlock = trpc.admins.unlockSignIn.useMutation({
    onSuccess: ({ message }) => {
      toast.success(message)
      close()
    },
    onError: (error) => void leave(error),
  })

  function close() {
    setEmail('')
    unlock.reset()
    onOpenChange(false)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    unlock.mutate({ email })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Débloquer la connexion"
      description="Après trop de mots de passe erronés, une adresse attend avant de pouvoir se reconnecter. Levez l’attente pour un administrateur ou un étudiant."
      footer={<FormDialogFooter formId="unlock-sign-in-form" submitLabel="Débloquer" pending={unlock.isPending} onCancel={close} />}
    >
      <form id="unlock-sign-in-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {unlock.error ? <Alert tone="error">{errorMessage(unlock.error, UNLOCK_ERROR)}</Alert> : null}
        <EmailField requirement="required" value={email} onChange={(event) => setEmail(event.target.value)} />
      </form>
    </Dialog>
  )
}
