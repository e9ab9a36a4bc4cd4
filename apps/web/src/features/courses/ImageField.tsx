import { COURSE_MESSAGES } from '@tutorat/contracts'
import { plainPicture } from '../../lib/picture.ts'
import { useCheckedFile } from '../../lib/use-checked-file.ts'
import { usePreviewUrl } from '../../lib/use-preview-url.ts'
import { ImageUp, X } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../../ui/Button.tsx'
import { FileButton } from '../../ui/FileButton.tsx'
import { FileError, fileInputWiring } from '../../ui/FileInput.tsx'
import { CourseImage } from './CourseImage.tsx'
import type { Subject } from './search.ts'

/** Same ceiling as the server (DESIGN §6: images ≤ 5 MB), checked here so a big photo fails before the upload. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024

const imageRefusal = (file: File) =>
  !file.type.startsWith('image/') ? COURSE_MESSAGES.imageInvalid : file.size > IMAGE_MAX_BYTES ? COURSE_MESSAGES.imageTooLarge : undefined

interface ImageFieldProps {
  /** The newly chosen file (not yet uploaded). */
  file: File | null
  onFileChange: (file: File | null) => void
  /** The course's current image, if any. */
  currentUrl: string | null
  /** Drives the drawing shown when there is no image. */
  subject: Subject | undefined
  /** A refusal from the server (after the course itself was saved). */
  serverError?: string | undefined
}

export function ImageField({ file, onFileChange, currentUrl, subject, serverError }: ImageFieldProps) {
  const id = useId()
  const { input, refusal, choose, clear } = useCheckedFile(imageRefusal, onFileChange)
  const preview = usePreviewUrl(file)
  const error = refusal ?? serverError
  const hintId = `${id}-hint`

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Image du cours <span className="font-normal text-muted">(facultatif)</span>
      </label>
      <div className="relative aspect-video overflow-hidden rounded-control border border-line bg-slate-100">
        {preview ? (
          <img src={preview} alt="Aperçu de l’image choisie" className="size-full object-cover" />
        ) : (
          <CourseImage picture={plainPicture(currentUrl)} subject={subject ?? 'Autre'} sizes="100vw" />
        )}
        {!preview && !currentUrl ? (
          <p className="absolute inset-x-0 bottom-0 bg-slate-950/60 px-3 py-1.5 text-xs text-white">
            Sans image, le cours affiche l’illustration de sa matière.
          </p>
        ) : null}
      </div>
      {/* The native control would speak the browser's language ("Choose File"); this one speaks French. */}
      <div className="flex min-w-0 items-center gap-3">
        <FileButton
          ref={input}
          id={id}
          size="md"
          Icon={ImageUp}
          label={file || currentUrl ? 'Changer d’image' : 'Choisir une image'}
          accept="image/*"
          {...fileInputWiring(id, error, choose)}
        />
        {file ? <span className="min-w-0 truncate text-sm text-muted">{file.name}</span> : null}
      </div>
      <p id={hintId} className="text-sm text-muted">
        JPG, PNG ou GIF — 5 Mo au maximum.
      </p>
      <FileError id={id} error={error} />
      {file ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={clear}>
          <X className="size-4" aria-hidden="true" />
          Retirer l’image choisie
        </Button>
      ) : null}
    </div>
  )
}
