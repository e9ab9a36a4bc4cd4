import { z } from 'zod'
import { idParam, pagination } from './common.ts'
import { tooLong } from './messages.ts'

// DESIGN §16 « Playing » and « Leak tracing »: every view is attributed to a student and a device.

/** The numbers of the one-stream rule (docs: decisions of issue 27). */
export const PLAY_RULES = {
  /** the viewer says « still here » this often (DESIGN: at most 30 s) */
  heartbeatSeconds: 20,
  /** a play with no heartbeat for this long (3 missed beats) is over: its heartbeat answers 404 */
  staleAfterSeconds: 60,
  /** the watermark jumps to a new place at least this often (DESIGN: at most 30 s) */
  watermarkMoveSeconds: 20,
  /** the longest video position a heartbeat may report (12 h) */
  maxPositionSeconds: 43_200,
  /** the trace code: this many characters of an alphabet with no 0/O, 1/I/L */
  codeLength: 7,
} as const

/** Letters and digits that read unambiguously on a blurred screenshot. */
export const PLAY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export const PLAY_MESSAGES = {
  otherDevice: 'Cette vidéo est en cours de lecture sur un autre appareil',
  playNotFound: 'Cette lecture est terminée. Relancez la vidéo.',
  videoNotFound: 'Vidéo introuvable.',
  locked: 'Cette vidéo ne fait pas partie de votre accès. Contactez-nous sur WhatsApp pour la débloquer.',
  traceNotFound: 'Aucune lecture ne correspond à ce code.',
  invalidCode: 'Saisissez le code lu sur la vidéo (7 caractères).',
} as const

export const playInput = z.object({ id: idParam })

/** Drive videos carry `embed_url`; hosted videos (DESIGN §17) carry `stream_url` instead. */
export const playOutput = z.object({
  play_id: z.string(),
  embed_url: z.string().nullable(),
  /** hosted videos: `/api/student/streams/{play_id}?sig=…`, valid `STREAM_URL_TTL_SECONDS`, bound to this play */
  stream_url: z.string().nullable(),
  /** hosted videos: when `stream_url` stops being accepted (ISO); the player asks a new play past it */
  stream_expires_at: z.string().nullable(),
  /** where the student stopped last time (the last play's saved position), 0 for a first view */
  resume_seconds: z.number().int(),
  /**
   * `drive` courses only: the file in Google Drive, for the browsers that refuse Google's cookies in
   * a frame (Safari, every iPhone browser) — the student's own permission applies there.
   */
  open_in_drive_url: z.string().nullable(),
  watermark: z.object({ text: z.string(), code: z.string() }),
  heartbeat_seconds: z.number().int(),
})
export type PlayStart = z.infer<typeof playOutput>

/** Any string up to a uuid's size: a malformed id is the same 404 as an unknown one. */
export const playId = z.string().trim().min(1).max(64, tooLong('L’identifiant de lecture', 64))
export const positionSeconds = z.coerce.number().min(0).max(PLAY_RULES.maxPositionSeconds).transform(Math.floor)

export const heartbeatBody = z.object({ position_seconds: positionSeconds.optional() })
export const heartbeatInput = heartbeatBody.extend({ play_id: playId })
export const heartbeatOutput = z.object({
  ok: z.literal(true),
  heartbeat_seconds: z.number().int(),
  /**
   * hosted videos: a fresh `stream_url` of this same play (and its end), so a player whose address
   * expired mid-lecture swaps to it and seeks back, without starting a new play
   */
  stream_url: z.string().nullable().optional(),
  stream_expires_at: z.string().nullable().optional(),
})

/** A code typed from a screenshot: spaces, dashes and lower case forgiven; a malformed one matches nothing (404). */
export const normalizePlayCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()
export const traceCode = z.string({ error: PLAY_MESSAGES.invalidCode }).min(1, PLAY_MESSAGES.invalidCode).max(40, tooLong('Le code', 40)).transform(normalizePlayCode)
export const traceInput = z.object({ code: traceCode })

export const playTraceSchema = z.object({
  code: z.string(),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  video: z.object({ id: z.number().int(), title: z.string(), course_id: z.number().int(), course_title: z.string() }),
  started_at: z.string(),
  last_seen_at: z.string(),
  ended_at: z.string().nullable(),
  position_seconds: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
})
export type PlayTrace = z.infer<typeof playTraceSchema>

export const playHistoryInput = pagination.extend({ id: idParam })
export const playHistoryEntrySchema = z.object({
  id: z.string(),
  code: z.string(),
  video_id: z.number().int(),
  video_title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  started_at: z.string(),
  last_seen_at: z.string(),
  ended_at: z.string().nullable(),
  ended_reason: z.string().nullable(),
  position_seconds: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
})
export type PlayHistoryEntry = z.infer<typeof playHistoryEntrySchema>
