import { z } from 'zod'
import { idParam, pagination, recordId, requiredText } from './common.ts'
import { LEVELS } from './constants.ts'
import { optionalText } from './courses.ts'
import { tooLong } from './messages.ts'
import { phoneText } from './notifications.ts'
import { email } from './students.ts'
import { driveUrl } from './videos.ts'
import { SESSION_KINDS, SESSION_MESSAGES, SESSION_RULES, SESSION_STATUSES } from './session-rules.ts'

// DESIGN §12: live sessions on Google Meet, the calendar feed, and the public site's requests.

export * from './session-rules.ts'

const M = SESSION_MESSAGES

/** `https://meet.google.com/abc-defg-hij`, the code lower-cased, anything after it dropped. */
export function normaliseMeetUrl(value: string): string | null {
  const match = /^https:\/\/meet\.google\.com\/([a-z]{3}-[a-z]{4}-[a-z]{3})(?:[/?#].*)?$/i.exec(value.trim())
  return match?.[1] ? `https://meet.google.com/${match[1].toLowerCase()}` : null
}
export const meetUrl = z
  .string({ error: M.meetUrlInvalid })
  .max(300, tooLong('Le lien Google Meet', 300))
  .transform((value, ctx) => {
    const url = normaliseMeetUrl(value)
    if (!url) ctx.addIssue({ code: 'custom', message: M.meetUrlInvalid })
    return url ?? ''
  })

/** Date.parse rolls 30 February over to 2 March and 24:00 to the next day: a real time reads back unchanged. */
function isRealDateTime(value: string): boolean {
  const at = Date.parse(`${value}:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 16) === value
}

/** What a `datetime-local` input sends: a wall-clock time in Casablanca. */
export const localDateTime = z
  .string({ error: M.startRequired })
  .trim()
  .min(1, M.startRequired)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.startInvalid)
  .refine(isRealDateTime, M.startInvalid)
const duration = z.coerce
  .number({ error: M.durationInvalid })
  .int(M.durationInvalid)
  .min(SESSION_RULES.minDurationMinutes, M.durationInvalid)
  .max(SESSION_RULES.maxDurationMinutes, M.durationInvalid)

const sessionFields = {
  title: requiredText('Le titre est obligatoire.', 200, 'Le titre'),
  description: z.string().trim().max(2000, tooLong('La description', 2000)).default(''),
  starts_at_local: localDateTime,
  duration_minutes: duration,
  meet_url: meetUrl,
  is_free: z.boolean().default(false),
}
export const sessionCreateInput = z
  .object({
    kind: z.enum(SESSION_KINDS),
    course_id: recordId().nullable().optional(),
    student_id: recordId().nullable().optional(),
    ...sessionFields,
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'groupe' && !value.course_id) ctx.addIssue({ code: 'custom', path: ['course_id'], message: M.courseRequired })
    if (value.kind === 'solo' && !value.student_id) ctx.addIssue({ code: 'custom', path: ['student_id'], message: M.studentRequired })
  })
/** Everything but the kind and the people may change; a changed time or link tells the students. */
export const sessionUpdateInput = z.object({
  id: idParam,
  title: sessionFields.title.optional(),
  description: z.string().trim().max(2000, tooLong('La description', 2000)).optional(),
  starts_at_local: localDateTime.optional(),
  duration_minutes: duration.optional(),
  meet_url: meetUrl.optional(),
  is_free: z.boolean().optional(),
})

const sessionBase = z.object({
  id: z.number().int(),
  kind: z.enum(SESSION_KINDS),
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  /**
   * The start as the wall clock of Casablanca (`YYYY-MM-DDTHH:mm`), computed by the server: a
   * phone whose time-zone data is older than Morocco's last change would shift `starts_at`.
   */
  starts_at_local: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  is_free: z.boolean(),
  status: z.enum(SESSION_STATUSES),
  recording_video_id: z.number().int().nullable(),
})

/** What a student sees: never the Meet link, only the platform's join page. */
export const studentSessionSchema = sessionBase.extend({
  /** the web page that joins (`/student/sessions/{id}/join`): in lists, calendars and messages */
  join_path: z.string(),
  join_opens_at: z.string(),
  /** « Ajouter à Google Agenda » (its details carry the join page, not the Meet link) */
  google_calendar_url: z.string(),
})
export type StudentLiveSession = z.infer<typeof studentSessionSchema>

export const adminSessionSchema = sessionBase.extend({
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  meet_url: z.string(),
  attendance_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminLiveSession = z.infer<typeof adminSessionSchema>

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
export const sessionListInput = pagination.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  course_id: z.preprocess(emptyToUndefined, recordId().optional()),
  kind: z.preprocess(emptyToUndefined, z.enum(SESSION_KINDS).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(SESSION_STATUSES).optional()),
  /** a window (the week view): sessions starting from `from` (inclusive) to `to` (exclusive), ISO instants */
  from: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
})
export const sessionListOutput = z.object({ items: z.array(adminSessionSchema), total: z.number().int() })

export const attendanceSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  first_joined_at: z.string(),
  last_joined_at: z.string(),
  joins: z.number().int(),
})
export const attendanceOutput = z.object({ session: adminSessionSchema, attendees: z.array(attendanceSchema), expected: z.number().int() })

export const recordingInput = z.object({ id: idParam, drive_url: driveUrl })
export const sessionMessageOutput = z.object({ message: z.string(), session: adminSessionSchema })

export const joinTicketOutput = z.object({ url: z.string() })
export const calendarOutput = z.object({ url: z.string(), webcal_url: z.string() })
export const calendarRenewOutput = calendarOutput.extend({ message: z.string() })
export const courseSessionsInput = z.object({ course_id: idParam })

// ── Requests from the public site ────────────────────────────────────────────
export const SESSION_REQUEST_KINDS = ['evaluation', 'solo'] as const
export const SESSION_REQUEST_KIND_LABELS: Record<(typeof SESSION_REQUEST_KINDS)[number], string> = {
  evaluation: 'Séance d’évaluation gratuite',
  solo: 'Séance solo',
}
export const SESSION_REQUEST_STATUSES = ['nouvelle', 'contactee', 'planifiee', 'close'] as const
export type SessionRequestStatus = (typeof SESSION_REQUEST_STATUSES)[number]
export const SESSION_REQUEST_STATUS_LABELS: Record<SessionRequestStatus, string> = {
  nouvelle: 'Nouvelle',
  contactee: 'Contactée',
  planifiee: 'Planifiée',
  close: 'Close',
}

export const sessionRequestInput = z.object({
  kind: z.enum(SESSION_REQUEST_KINDS).default('evaluation'),
  name: requiredText('Le nom est obligatoire.', 120, 'Le nom'),
  phone: phoneText,
  email,
  school: requiredText('L’établissement est obligatoire.', 120, 'L’établissement'),
  level: z.enum(LEVELS, { error: 'Le niveau est obligatoire.' }),
  subject: requiredText(M.subjectRequired, 120, 'La matière'),
  preferred_times: z.string().trim().max(500, tooLong('Les disponibilités', 500)).default(''),
  /** honeypot: people leave it empty; a filled one gets the same answer and nothing is stored */
  website: optionalText(200),
})
export const sessionRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SESSION_REQUEST_KINDS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  school: z.string(),
  level: z.string(),
  subject: z.string(),
  preferred_times: z.string(),
  status: z.enum(SESSION_REQUEST_STATUSES),
  admin_note: z.string(),
  student_id: z.number().int().nullable(),
  session_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type SessionRequest = z.infer<typeof sessionRequestSchema>
export const sessionRequestListInput = pagination.extend({
  status: z.preprocess(emptyToUndefined, z.enum(SESSION_REQUEST_STATUSES).optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
})
export const sessionRequestListOutput = z.object({ items: z.array(sessionRequestSchema), total: z.number().int() })
export const sessionRequestUpdateInput = z.object({
  id: idParam,
  status: z.enum(SESSION_REQUEST_STATUSES).optional(),
  admin_note: z.string().trim().max(2000, tooLong('La note', 2000)).optional(),
})
/** Turns a request into a solo session for that person (an account made, and invited, if needed). */
export const sessionRequestScheduleInput = z.object({
  id: idParam,
  course_id: recordId().nullable().optional(),
  ...sessionFields,
})
export const sessionRequestScheduleOutput = z.object({
  message: z.string(),
  request: sessionRequestSchema,
  session: adminSessionSchema,
  student_created: z.boolean(),
})

export const studentJoinPath = (id: number) => `/student/sessions/${id}/join`
