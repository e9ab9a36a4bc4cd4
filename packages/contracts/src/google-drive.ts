import { z } from 'zod'

// DESIGN §16: the Google Drive connection, the courses' protection, the students' Google account.

export const COURSE_PROTECTIONS = ['lien', 'drive'] as const
export const protectionSchema = z.enum(COURSE_PROTECTIONS, { error: 'Protection invalide : « lien » ou « drive »' })
export type CourseProtection = z.infer<typeof protectionSchema>

export const DRIVE_MESSAGES = {
  notConnected: 'Google Drive n’est pas connecté : la protection « drive » demande GOOGLE_SERVICE_ACCOUNT_KEY et GOOGLE_DRIVE_SUBJECT (README « Protéger les vidéos Drive »).',
  fileNotVisible: (title: string, account: string) =>
    `La vidéo « ${title} » : le fichier Google Drive est introuvable ou n’est pas visible par ${account}. Placez-le dans le Drive de ce compte (ou partagez-le avec lui), puis enregistrez à nouveau.`,
  driveUnavailable: (title: string) => `La vidéo « ${title} » : Google Drive ne répond pas pour le moment, réessayez dans un instant.`,
  linkModeWarning: 'Protection « lien » : toute personne qui a le lien d’une vidéo peut la regarder, sans limite de durée.',
  noGoogleAccount: 'Associez votre compte Google pour regarder cette vidéo.',
  grantPending: 'Accès à la vidéo en cours de préparation…',
  googleAccountTaken: 'Ce compte Google est déjà associé à un autre élève.',
  googleAccountLinked: (email: string) => `Compte Google associé : ${email}`,
  googleAccountUnlinked: 'Compte Google dissocié.',
  googleUnverifiedEmail: 'L’adresse de ce compte Google n’est pas vérifiée par Google.',
  googleSignInUnavailable: 'La connexion Google n’est pas configurée sur ce site.',
} as const

export const driveStatusSchema = z.object({
  connected: z.boolean(),
  /** the Workspace user the platform acts as (GOOGLE_DRIVE_SUBJECT) */
  account: z.string().nullable(),
  last_sweep_at: z.string().nullable(),
  last_audit_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** courses still in « lien » mode that hold videos */
  link_mode_courses: z.number().int(),
  grants: z.object({ granted: z.number().int(), pending: z.number().int(), failing: z.number().int() }),
})
export type DriveStatus = z.infer<typeof driveStatusSchema>

export const googleAccountSchema = z.object({ google_email: z.string().nullable(), verified_at: z.string().nullable() })
export const googleAccountOutput = googleAccountSchema.extend({ message: z.string() })
export type GoogleAccount = z.infer<typeof googleAccountSchema>

export const driveFindingSchema = z.object({
  file_id: z.string(),
  video_id: z.number().int(),
  video_title: z.string(),
  course_title: z.string(),
  permission_id: z.string(),
  type: z.enum(['user', 'group', 'domain', 'anyone']),
  role: z.string(),
  /** the address (user, group) or the domain it is shared with; null for « anyone » */
  target: z.string().nullable(),
})
export type DriveFinding = z.infer<typeof driveFindingSchema>

export const driveAuditSchema = z.object({
  checked_files: z.number().int(),
  findings: z.array(driveFindingSchema),
  /** files Drive would not list (deleted, not visible to the connected account, Drive down) */
  errors: z.array(z.object({ file_id: z.string(), video_title: z.string(), error: z.string() })),
  removed: z.number().int(),
  message: z.string(),
})
export type DriveAudit = z.infer<typeof driveAuditSchema>

export const DRIVE_AUDIT_MESSAGES = {
  clean: (files: number) => `Partage vérifié : aucun accès en trop sur ${files} fichier${files > 1 ? 's' : ''} payant${files > 1 ? 's' : ''}.`,
  found: (count: number) => `${count} partage${count > 1 ? 's' : ''} en trop : « Corriger » les retire.`,
  fixed: (removed: number) => `${removed} partage${removed > 1 ? 's' : ''} retiré${removed > 1 ? 's' : ''}.`,
} as const

/** A `drive` course's students being granted in the background (counts from the ledger). */
export const driveProgressSchema = z.object({
  protection: protectionSchema,
  granted: z.number().int(),
  pending: z.number().int(),
  revoking: z.number().int(),
  failing: z.number().int(),
})
export type DriveProgress = z.infer<typeof driveProgressSchema>
