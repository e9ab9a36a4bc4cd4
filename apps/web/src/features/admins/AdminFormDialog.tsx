import { zodResolver } from '@hookform/resolvers/zod'
import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { errorMessage, statusOf } from '../courses/feedback.ts'
import { type AdminFormInput, type AdminFormOutput, adminChanges, adminFormSchema, hasChanges } from './form.ts'
import { useLeaveOnRefusal } from './super-admin.ts'
import type { ManagedAdmin } from './types.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { EmailField } from '../../ui/EmailField.tsx'

interface AdminFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The admin to edit; absent, the dialog creates one. */
  admin?: ManagedAdmin | undefined
}

const SAVE_ERROR = 'Erreur lors de l’enregistrement de l’administrateur'

function defaults(admin: ManagedAdmin | undefined): AdminFormInput {
  return { name: admin?.name ?? '', email: admin?.email ?? '', password: '', is_super_admin: admin?.is_super_admin ?? false, is_active: true }
}

/** SPEC §2, §5: create or edit another administrator. */
export function AdminFormDialog({ open, onOpenChange, admin }: AdminFormDialogProps) {
  const editing = admin !== undefined
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  const form = useForm<AdminFormInput, unknown, AdminFormOutput>({ resolver: zodResolver(adminFormSchema(editing)), defaultValues: defaults(admin) })
  const field = fieldsOf(form)

  const onError = (error: { message: string }) => {
    if (leave(error)) return
    if (statusOf(error) === 409) form.setError('email', { message: error.message })
  }
  const create = trpc.admins.create.useMutation({
    onSuccess: async () => {
      await utils.admins.list.invalidate()
      toast.success(ADMIN_MESSAGES.created)
      onOpenChange(false)
    },
    onError,
  })
  const update = trpc.admins.update.useMutation({
    onSuccess: (saved) => {
      utils.admins.list.setData(undefined, (list) => list?.map((row) => (row.id === saved.id ? saved : row)))
      void utils.admins.list.invalidate()
      toast.success(ADMIN_MESSAGES.updated)
      onOpenChange(false)
    },
    onError,
  })
  const save = editing ? update : create

  // A dialog opened again starts from the admin as they are now; a background refresh of the
  // list (new object, same admin) must not wipe what is being typed.
  const { reset } = form
  const resetCreate = create.reset
  const resetUpdate = update.reset
  const adminId = admin?.id
  useEffect(() => {
    if (!open) return
    reset(defaults(admin))
    resetCreate()
    resetUpdate()
  }, [open, adminId, reset, resetCreate, resetUpdate])

  const onSubmit = form.handleSubmit((values) => {
    if (!admin) return create.mutate(values)
    const changes = adminChanges(admin, values)
    if (!hasChanges(changes)) {
      toast.info('Aucune modification à enregistrer.')
      return onOpenChange(false)
    }
    update.mutate({ id: admin.id, ...changes })
  })

  const serverError = save.error && statusOf(save.error) !== 409 ? errorMessage(save.error, SAVE_ERROR) : undefined
  const formId = editing ? `admin-form-${admin.id}` : 'admin-form-new'

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Modifier l’administrateur' : 'Nouvel administrateur'}
      description={editing ? `Compte de ${admin.name}.` : 'Il pourra se connecter avec cet email et ce mot de passe.'}
      footer={<FormDialogFooter formId={formId} submitLabel={editing ? 'Enregistrer' : 'Créer l’administrateur'} pending={save.isPending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <TextField label="Nom" requirement="required" autoComplete="off" {...field('name')} />
        <EmailField requirement="required" autoComplete="off" {...field('email')} />
        <PasswordInput
          label={editing ? 'Nouveau mot de passe' : 'Mot de passe'}
          autoComplete="new-password"
          aria-required={!editing}
          hint={editing ? 'Facultatif : laissez vide pour garder le mot de passe actuel.' : '8 caractères au minimum.'}
          {...field('password')}
        />
        <Checkbox
          label="Super administrateur"
          hint="Gère aussi les administrateurs, les témoignages, les annonces et les cours gratuits."
          {...form.register('is_super_admin')}
        />
        {editing ? null : <Checkbox label="Compte actif" hint="Un compte inactif ne peut pas se connecter." {...form.register('is_active')} />}
      </form>
    </Dialog>
  )
}
