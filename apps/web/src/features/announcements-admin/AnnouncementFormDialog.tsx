import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { ANNOUNCEMENT_MESSAGES, FORMATION_MESSAGES } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { errorMessage } from '../courses/feedback.ts'
import { type AdminAnnouncement, type AnnouncementDraft, type SaveAnnouncement, saveAnnouncement } from './api.ts'
import { defaults, formSchema } from './draft.ts'
import { InstalmentFields } from './InstalmentFields.tsx'
import { PageFields } from './PageFields.tsx'
import { ImagePicker } from './ImagePicker.tsx'
import { OnlineSaleFields } from './OnlineSaleFields.tsx'
import { fieldsOf } from '../../lib/form-field.ts'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'

const SAVE_ERROR = 'Erreur lors de l’enregistrement de l’annonce'

interface AnnouncementFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  announcement?: AdminAnnouncement | undefined
}

/** Create or edit a formation (SPEC §7: form-data with the picture); the public pages follow at once. */
export function AnnouncementFormDialog({ open, onOpenChange, announcement }: AnnouncementFormDialogProps) {
  const editing = announcement !== undefined
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  const [image, setImage] = useState<File | null>(null)
  const [removeImage, setRemoveImage] = useState(false)
  const form = useForm<AnnouncementDraft>({ resolver: zodResolver(formSchema), defaultValues: defaults(announcement) })
  const field = fieldsOf(form)
  const online = useWatch({ control: form.control, name: 'online' })

  const save = useMutation({
    mutationFn: (variables: SaveAnnouncement) => saveAnnouncement(variables),
    onSuccess: async () => {
      await Promise.all([utils.announcements.adminList.invalidate(), utils.announcements.list.invalidate()])
      toast.success(editing ? ANNOUNCEMENT_MESSAGES.updated : ANNOUNCEMENT_MESSAGES.created)
      onOpenChange(false)
    },
    onError: (error) => {
      if (leave(error)) return
      if (error.message === ANNOUNCEMENT_MESSAGES.saleCourseUnknown) form.setError('course_id', { message: error.message })
      if (error.message === FORMATION_MESSAGES.previewVideoNotFree || error.message === FORMATION_MESSAGES.previewVideoUnknown) form.setError('preview_video_id', { message: error.message })
    },
  })

  const { reset } = form
  const resetSave = save.reset
  const announcementId = announcement?.id
  useEffect(() => {
    if (!open) return
    reset(defaults(announcement))
    setImage(null)
    setRemoveImage(false)
    resetSave()
    // the announcement's id, not the object: a background refresh must not wipe the form
  }, [open, announcementId, reset, resetSave])

  const onSubmit = form.handleSubmit((values) => save.mutate({ id: announcement?.id, values, image, removeImage }))
  const formId = editing ? `announcement-form-${announcement.id}` : 'announcement-form-new'

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Modifier l’annonce' : 'Nouvelle annonce'}
      description="Une formation présentée dans le carrousel de l’accueil et sur la page « Nos Cours »."
      footer={<FormDialogFooter formId={formId} submitLabel={editing ? 'Enregistrer' : 'Publier l’annonce'} pending={save.isPending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {save.error ? <Alert tone="error">{errorMessage(save.error, SAVE_ERROR)}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_15rem]">
          <div className="space-y-4">
            <TextField label="Titre" requirement="required" placeholder="Ex. : Préparation au concours ENSA" {...field('title')} />
            <TextField label="Prix" requirement="optional" placeholder="Ex. : 1200 DH" hint="Affiché tel quel aux visiteurs." {...field('price')} />
            <Textarea label="Description" requirement="optional" rows={6} {...field('description')} />
            <Checkbox label="Annonce active" hint="Visible sur l’accueil et la page « Nos Cours »." {...form.register('is_active')} />
            <fieldset className="space-y-4 rounded-control border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">Vente en ligne</legend>
              <Checkbox label="Cette formation se paie en ligne" hint="Relie la formation au cours qu’un paiement ouvre, avec son montant et l’accès accordé." {...form.register('online')} />
              {online ? (
                <>
                  <OnlineSaleFields
                    fields={{ course_id: field('course_id'), amount_mad: field('amount_mad'), access_type: field('access_type'), duration_days: field('duration_days') }}
                  />
                  <InstalmentFields form={form} />
                </>
              ) : null}
            </fieldset>
            <PageFields form={form} />
          </div>
          <ImagePicker
            file={image}
            onFileChange={setImage}
            currentUrl={announcement?.image_url ?? null}
            removeCurrent={removeImage}
            onRemoveCurrentChange={setRemoveImage}
          />
        </div>
      </form>
    </Dialog>
  )
}
