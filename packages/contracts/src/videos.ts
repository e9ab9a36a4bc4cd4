import { z } from 'zod'
import { optionalText } from './courses.ts'
import { idParam, requiredText } from './common.ts'
import { parseDriveFileId } from './drive.ts'
import { tooLong, VIDEO_MESSAGES } from './messages.ts'

export const driveUrl = z
  .string({ error: VIDEO_MESSAGES.titleAndUrlRequired })
  .trim()
  .min(1, VIDEO_MESSAGES.titleAndUrlRequired)
  .max(2000, tooLong('Le lien Google Drive', 2000))
  .refine((value) => parseDriveFileId(value) !== null, VIDEO_MESSAGES.invalidDriveUrl)

const pdfUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: VIDEO_MESSAGES.invalidPdfUrl }).max(2000)])
  .nullish()
  .transform((value) => value || null)

const videoFields = {
  title: requiredText(VIDEO_MESSAGES.titleAndUrlRequired, 200, 'Le titre'),
  description: optionalText(5000),
  drive_url: driveUrl,
  pdf_url: pdfUrl,
  order_in_course: z.coerce.number({ error: VIDEO_MESSAGES.orderMin }).int().min(0, VIDEO_MESSAGES.orderMin).max(100_000),
  is_free: z.boolean(),
  module_name: optionalText(120),
  thumbnail_url: pdfUrl,
}

export const videoCreateInput = z.object({
  course_id: idParam,
  ...videoFields,
  order_in_course: videoFields.order_in_course.optional(),
  is_free: videoFields.is_free.default(false),
})
/** A hosted video's length as the admin's browser read it: 1 s to 12 h, whole seconds. */
export const durationSeconds = z.coerce
  .number({ error: 'Durée invalide.' })
  .min(1, 'La durée doit être d’au moins une seconde.')
  .max(43_200, 'La durée ne peut pas dépasser 12 heures.')
  .transform(Math.round)

// No defaults here: a field left out of an update keeps its value.
export const videoUpdateInput = z
  .object({ id: idParam, ...videoFields, duration_seconds: durationSeconds })
  .partial()
  .required({ id: true })

/** DESIGN §17: a video plays from Google Drive (`drive`) or from a file the platform hosts (`file`). */
export const VIDEO_SOURCES = ['drive', 'file'] as const
export const videoSourceSchema = z.enum(VIDEO_SOURCES)
export type VideoSource = z.infer<typeof videoSourceSchema>

/** The containers a hosted video may use, checked by their bytes (MP4 H.264/AAC, WebM). */
export const HOSTED_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const

/** Resumable uploads of hosted videos (tus, DESIGN §17). */
export const VIDEO_UPLOAD = {
  endpoint: '/api/admin/videos/uploads',
  /** the browser sends the file in parts of this size: a lost connection costs at most one part */
  chunkBytes: 5 * 1024 * 1024,
  /** `VIDEO_MAX_BYTES` when unset (2 GiB); the server's value travels in tus's `Tus-Max-Size` */
  defaultMaxBytes: 2 * 1024 ** 3,
  /** an upload left unfinished this long is removed by the sweep */
  abandonedAfterHours: 24,
  /** the header of the finished upload's answer that names the video it became */
  videoIdHeader: 'Video-Id',
} as const

/** The French refusals of hosted videos: uploads (tus answers `{"detail": …}` too), posters, streams. */
export const HOSTED_VIDEO_MESSAGES = {
  notAVideo: 'Ce fichier n’est pas une vidéo acceptée : envoyez un MP4 (H.264/AAC) ou un WebM.',
  badCodecs: 'Cette vidéo MP4 n’est pas en H.264/AAC : exportez-la en MP4 H.264 (vidéo) et AAC (son), ou en WebM.',
  tooLarge: (maxBytes: number) => `Vidéo trop volumineuse (${formatBytes(maxBytes)} au maximum).`,
  lengthRequired: 'Indiquez la taille de la vidéo avant l’envoi (Upload-Length).',
  tooManyUploads: (max: number) => `Vous avez déjà ${max} envois de vidéos en cours : terminez-les ou attendez avant d’en commencer un autre.`,
  uploadNotFound: 'Envoi introuvable ou expiré : recommencez l’envoi de la vidéo.',
  uploadBusy: 'Cet envoi est déjà en cours depuis une autre fenêtre : patientez un instant.',
  offsetMismatch: 'Envoi désynchronisé : la reprise repart du dernier point enregistré.',
  filenameRequired: 'Le nom du fichier manque.',
  uploadFailed: 'L’envoi de la vidéo a échoué. Réessayez : il reprendra où il s’était arrêté.',
  storageDown: 'Le stockage des vidéos est momentanément indisponible. L’envoi reprendra plus tard.',
  notHosted: 'Cette vidéo est sur Google Drive : elle n’a ni fichier ni image d’aperçu hébergés.',
  hostedHasNoDriveUrl: 'Cette vidéo est hébergée par la plateforme : elle n’a pas de lien Google Drive.',
  durationDriveOnly: 'La durée ne se règle que pour une vidéo hébergée.',
  posterMissing: 'Aucune image reçue.',
  streamInvalid: 'Lien de lecture invalide.',
  streamExpired: 'Ce lien de lecture a expiré : relancez la vidéo.',
  streamEnded: 'Cette lecture est terminée. Relancez la vidéo.',
  rangeInvalid: 'Plage d’octets impossible pour cette vidéo.',
} as const

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${String(+(bytes / 1024 ** 3).toFixed(1)).replace('.', ',')} Go` : `${Math.max(1, Math.round(bytes / 1024 ** 2))} Mo`

/**
 * tus `Upload-Metadata` of a hosted video (every value a string there). The course must be the
 * admin's, as for `videos.create`; the finished upload becomes a video at the end of its module.
 */
export const videoUploadMetadata = z.object({
  course_id: idParam,
  title: requiredText('Le titre est requis.', 200, 'Le titre'),
  filename: requiredText('Le nom du fichier manque.', 255, 'Le nom du fichier'),
  module_name: optionalText(120),
  duration_seconds: durationSeconds.optional(),
})
export type VideoUploadMetadata = z.output<typeof videoUploadMetadata>

/** What the platform knows of a hosted file: its bytes, the browser's reading of its duration, its poster frame. */
export const hostedFileSchema = z.object({
  size_bytes: z.number().int(),
  mime_type: z.enum(HOSTED_VIDEO_TYPES),
  duration_seconds: z.number().int().nullable(),
  poster_url: z.string().nullable(),
})
export type HostedFile = z.infer<typeof hostedFileSchema>

export const videoSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  source: videoSourceSchema,
  /** `drive` videos only */
  drive_url: z.string().nullable(),
  /** `file` videos only */
  file: hostedFileSchema.nullable(),
  pdf_url: z.string().nullable(),
  order_in_course: z.number().int(),
  is_free: z.boolean(),
  module_name: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
})
export type Video = z.infer<typeof videoSchema>

/** New order of the videos of one module (null = 'Autres vidéos'): ids first to last. */
export const videoReorderInput = z.object({
  course_id: idParam,
  module_name: z.string().trim().max(120, tooLong('Le nom du module', 120)).nullable(),
  video_ids: z.array(idParam).min(1).max(1000),
})
