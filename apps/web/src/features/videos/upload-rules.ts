import { HOSTED_VIDEO_TYPES } from '@tutorat/contracts'
import { formatFileSize } from '../recruitment/cv-check.ts'

export const UPLOAD_UI = {
  notVideo: 'Ce fichier n’est pas une vidéo MP4 ou WebM : exportez-la dans l’un de ces formats.',
  empty: 'Ce fichier est vide : choisissez une vidéo.',
  tooLarge: (max: number) => `Cette vidéo dépasse la taille maximale de ${formatFileSize(max)}.`,
  tooLargeForServer: 'Cette vidéo dépasse la taille maximale acceptée par le serveur.',
  failed: 'Le téléversement a échoué. Vérifiez votre connexion : il reprendra là où il s’est arrêté.',
  refused: 'Le serveur a refusé cette vidéo.',
  done: 'Vidéo téléversée avec succès !',
  posterFailed: 'La vidéo est en ligne, mais son image d’aperçu n’a pas pu être enregistrée.',
} as const

const EXTENSIONS = /\.(mp4|m4v|webm)$/i
const EBML = [0x1a, 0x45, 0xdf, 0xa3]
const FTYP = [0x66, 0x74, 0x79, 0x70]

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)

/** MP4 (an ISO box `ftyp` at byte 4) or WebM (an EBML header): the server checks the same way, and more. */
export function looksLikeVideo(head: Uint8Array): boolean {
  return startsWith(head, FTYP, 4) || startsWith(head, EBML)
}

const typeAllowed = (file: File) => (HOSTED_VIDEO_TYPES as readonly string[]).includes(file.type) || EXTENSIONS.test(file.name)

/** Why this file cannot be uploaded (French), or undefined: checked here so a wrong file fails before a long upload. */
export async function videoFileProblem(file: File, maxBytes: number): Promise<string | undefined> {
  if (!typeAllowed(file)) return UPLOAD_UI.notVideo
  if (file.size === 0) return UPLOAD_UI.empty
  if (file.size > maxBytes) return UPLOAD_UI.tooLarge(maxBytes)
  try {
    return looksLikeVideo(new Uint8Array(await file.slice(0, 16).arrayBuffer())) ? undefined : UPLOAD_UI.notVideo
  } catch {
    return undefined // unreadable here: the server decides
  }
}

/** `cours_limites-1.mp4` → `cours limites 1`: a title to start from. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim()
  return (base.charAt(0).toUpperCase() + base.slice(1)).slice(0, 200)
}

export interface ProgressSample {
  /** ms, any clock */
  at: number
  bytes: number
}

/** How far back the speed is measured: long enough to smooth a chunk's burst, short enough to follow a slower network. */
export const SPEED_WINDOW_MS = 15_000

/** Keeps the samples of the last window (and the one just before it, as the window's start). */
export function keepRecent(samples: readonly ProgressSample[], next: ProgressSample): ProgressSample[] {
  const all = [...samples, next]
  const firstInside = all.findIndex((sample) => next.at - sample.at <= SPEED_WINDOW_MS)
  return all.slice(Math.max(0, firstInside - 1))
}

/** Seconds left at the recent speed, or undefined while the speed is not known yet. */
export function secondsLeft(samples: readonly ProgressSample[], total: number): number | undefined {
  const first = samples[0]
  const last = samples.at(-1)
  if (!first || !last || last.at - first.at < 1000) return undefined
  const speed = (last.bytes - first.bytes) / ((last.at - first.at) / 1000)
  if (speed <= 0) return undefined
  return Math.max(0, Math.ceil((total - last.bytes) / speed))
}

/** « environ 2 min 30 s », « moins de 5 s »: the time left, rounded the way a person would say it. */
export function formatTimeLeft(seconds: number | undefined): string {
  if (seconds === undefined) return 'calcul en cours…'
  if (seconds < 5) return 'moins de 5 s'
  if (seconds < 60) return `environ ${Math.ceil(seconds / 5) * 5} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes >= 60) return `environ ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`
  const rest = Math.round((seconds % 60) / 10) * 10
  return rest === 0 || minutes >= 10 ? `environ ${minutes} min` : `environ ${minutes} min ${rest === 60 ? 50 : rest} s`
}
