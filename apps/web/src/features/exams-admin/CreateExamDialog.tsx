import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { SettingsFields } from './SettingsFields.tsx'
import { applySettingsErrors, createInput, type SettingsDraft, settingsDraftOf, settingsFieldErrors, settingsSchema } from './settings-form.ts'
import { SAVE_ERROR, useCreateExam } from './use-exams.ts'

const FORM_ID = 'exam-form-new'

/** « Nouveau concours »: its settings, then the editor, where the questions are written (mounted per opening). */
export function CreateExamDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const form = useForm<SettingsDraft>({ resolver: zodResolver(settingsSchema), defaultValues: settingsDraftOf() })
  const create = useCreateExam((exam) => void navigate({ to: '/admin/exams/$id', params: { id: exam.id } }))
  const onSubmit = form.handleSubmit((draft) => create.mutate(createInput(draft), { onError: (error) => applySettingsErrors(form, error) }))
  // a refusal about one field is shown under it, not in the form's alert too
  const fieldLevel = settingsFieldErrors(create.error).length > 0

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title="Nouveau concours"
      description="Les réglages d’abord ; vous écrirez ensuite les questions dans l’éditeur. Le concours reste invisible tant qu’il n’est pas publié."
      footer={<FormDialogFooter formId={FORM_ID} submitLabel="Créer et écrire les questions" pending={create.isPending} onCancel={onClose} />}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        {create.error && !fieldLevel ? <Alert tone="error">{errorText(create.error, SAVE_ERROR)}</Alert> : null}
        <SettingsFields form={form} />
      </form>
    </Dialog>
  )
}
