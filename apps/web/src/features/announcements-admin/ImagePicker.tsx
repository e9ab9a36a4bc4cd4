import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { plainPicture } from '../../lib/picture.ts'
import { useCheckedFile } from '../../lib/use-checked-file.ts'
import { usePreviewUrl } from '../../lib/use-preview-url.ts'
import { ImageUp, Trash2, Undo2, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../ui/Button.tsx'
import { AnnouncementImage } from '../announcements/AnnouncementImage.tsx'

/** The server's rules (DESIGN §6), checked here first so a wrong file fails before the upload. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const IMAGE_MAX_BYTES = 5 * 1024 * 1024

const imageRefusal = (file: File) =>
  !IMAGE_TYPES.includes(file.type) ? ANNOUNCEMENT_MESSAGES.imageInvalid : file.size > IMAGE_MAX_BYTES ? ANNOUNCEMENT_MESSAGES.imageTooLarge : undefined

interface ImagePickerProps {
  file: File | null
  onFileChange: (file: File | null) => void
  /** The announcement's current picture (edit). */
  currentUrl: string | null
  removeCurrent: boolean
  onRemoveCurrentChange: (remove: boolean) => void
}

export function ImagePicker({ file, onFileChange, currentUrl, removeCurrent, onRemoveCurrentChange }: ImagePickerProps) {
  const id = useId()
  const { input, refusal: error, choose, clear: clearChoice } = useCheckedFile(imageRefusal, onFileChange)
  const preview = usePreviewUrl(file)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const shown = preview ?? (removeCurrent ? null : currentUrl)

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Image <span className="font-normal text-muted">(facultatif)</span>
      </label>
      <div className="overflow-hidden rounded-control border border-line bg-brand-50">
        {preview ? (
          <img src={preview} alt="Aperçu de l’image choisie" className="aspect-[4/3] w-full object-contain" />
        ) : (
          <AnnouncementImage picture={plainPicture(shown)} sizes="100vw" className="aspect-[4/3]" />
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => choose(event.target.files?.[0])}
        className="block w-full cursor-pointer rounded-control text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-control file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-900 hover:file:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <p id={hintId} className="flex items-center gap-1.5 text-sm text-muted">
        <ImageUp className="size-4 shrink-0" aria-hidden="true" />
        JPG, PNG, GIF ou WebP — 5 Mo au maximum.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {file ? (
          <Button variant="ghost" size="sm" onClick={clearChoice}>
            <X className="size-4" aria-hidden="true" />
            Annuler le choix
          </Button>
        ) : null}
        {currentUrl && !file ? (
          removeCurrent ? (
            <Button variant="ghost" size="sm" onClick={() => onRemoveCurrentChange(false)}>
              <Undo2 className="size-4" aria-hidden="true" />
              Garder l’image actuelle
            </Button>
          ) : (
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onRemoveCurrentChange(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Retirer l’image actuelle
            </Button>
          )
        ) : null}
      </div>
    </div>
  )
}
