import { FORMATION_LIMITS } from '@tutorat/contracts'
import { ImageUp } from 'lucide-react'
import { useState } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { Alert } from '../../ui/Alert.tsx'
import { FileButton } from '../../ui/FileButton.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { errorMessage } from '../courses/feedback.ts'
import { type AnnouncementDraft, uploadTeacherPhoto } from './api.ts'
import { ListFields } from './ListFields.tsx'

type Form = UseFormReturn<AnnouncementDraft>

/** A teacher's photo: sent at once through the image pipeline, its address kept in the form. */
function PhotoField({ form, index }: { form: Form; index: number }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const url = useWatch({ control: form.control, name: `teachers.${index}.photo_url` })
  async function choose(file: File | undefined) {
    if (!file) return
    setState({ busy: true, error: null })
    try {
      form.setValue(`teachers.${index}.photo_url`, await uploadTeacherPhoto(file), { shouldDirty: true })
      setState({ busy: false, error: null })
    } catch (error) {
      setState({ busy: false, error: errorMessage(error, 'La photo n’a pas pu être envoyée') })
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {url ? <img src={url} alt="" className="size-12 rounded-full object-cover" /> : null}
      <FileButton
        label={state.busy ? 'Envoi…' : url ? 'Changer la photo' : 'Ajouter une photo'}
        Icon={ImageUp}
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={state.busy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {url ? (
        <button type="button" className="cursor-pointer rounded-sm text-sm font-semibold text-brand-800 underline" onClick={() => form.setValue(`teachers.${index}.photo_url`, '', { shouldDirty: true })}>
          Retirer la photo
        </button>
      ) : null}
      {state.error ? <Alert tone="error">{state.error}</Alert> : null}
    </div>
  )
}

export function TeacherFields({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'teachers' })
  const field = fieldsOf(form)
  return (
    <ListFields
      legend="Enseignants"
      ids={list.fields.map((item) => item.id)}
      max={FORMATION_LIMITS.teachers}
      addLabel="Ajouter un enseignant"
      onAdd={() => list.append({ name: '', bio: '', photo_url: '' })}
      removeLabel={(index) => `Retirer l’enseignant ${index + 1}`}
      onRemove={(index) => list.remove(index)}
      item={(index) => (
        <>
          <TextField label={`Nom de l’enseignant ${index + 1}`} requirement="required" autoComplete="off" {...field(`teachers.${index}.name`)} />
          <Textarea label="Présentation courte" requirement="optional" rows={2} {...field(`teachers.${index}.bio`)} />
          <PhotoField form={form} index={index} />
        </>
      )}
    />
  )
}
