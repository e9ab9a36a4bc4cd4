import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { plainPicture } from '../../lib/picture.ts'
import { useCheckedFile } from '../../lib/use-checked-file.ts'
import { usePreviewUrl } from '../../lib/use-preview-url.ts'
import { ImageUp, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../ui/Button.tsx'
import { FILE_INPUT_CLASSES, FileError, fileInputWiring, RemoveCurrentButton } from '../../ui/FileInput.tsx'
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
        {...fileInputWiring(id, error, choose)}
        className={FILE_INPUT_CLASSES}
      />
      <p id={hintId} className="flex items-center gap-1.5 text-sm text-muted">
        <ImageUp className="size-4 shrink-0" aria-hidden="true" />
        JPG, PNG, GIF ou WebP — 5 Mo au maximum.
      </p>
      <FileError id={id} error={error} />
      <div className="flex flex-wrap gap-2">
        {file ? (
          <Button variant="ghost" size="sm" onClick={clearChoice}>
            <X className="size-4" aria-hidden="true" />
            Annuler le choix
          </Button>
        ) : null}
        {currentUrl && !file ? (
          <RemoveCurrentButton
            removed={removeCurrent}
            onChange={onRemoveCurrentChange}
            keepLabel="Garder l’image actuelle"
            removeLabel="Retirer l’image actuelle"
          />
        ) : null}
      </div>
    </div>
  )
}
