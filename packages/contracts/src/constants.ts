// Business constants of SPEC §9 and the option lists of SPEC §5 / DESIGN §7.

export const SUBJECTS = ['Mathématiques', 'Physique', 'Chimie', 'Biologie', 'Informatique', 'Autre'] as const
export const LEVELS = ['Débutant', 'Intermédiaire', 'Avancé'] as const
export const ACCESS_TYPES = ['standard', 'full', 'partial', 'trial'] as const
/** An access type in one word (lists, the payment receipt). */
export const ACCESS_TYPE_SHORT: Record<(typeof ACCESS_TYPES)[number], string> = { standard: 'Standard', full: 'Complet', partial: 'Partiel', trial: 'Essai' }
export const CONTRACT_TYPES = ['CDI', 'CDD', 'Stage', 'Freelance', 'Alternance'] as const
export const APPLICATION_STATUSES = ['en_attente', 'examinee', 'acceptee', 'refusee'] as const
export const FREE_COURSE_CATEGORIES = ['cours', 'td', 'examen', 'concours'] as const

export const TIMINGS = {
  headerLabelRotationMs: 2000,
  announcementsRotationMs: 4000,
  testimonialsAutoplayMs: 5000,
  scrollToSectionDelayMs: 100,
  redirectDelayMs: 2000,
  shortRedirectDelayMs: 1500,
  chunkLoadTimeoutMs: 120_000,
} as const

export const LIMITS = {
  adminPasswordMin: 8,
  announcementDescriptionPreview: 120,
  announcementImageMaxHeightPx: 800,
  featuredTestimonialsDefault: 10,
  generatedLinkValidityDays: 30,
  defaultAccessDurationDays: 30,
  defaultTestimonialRating: 5,
  courseSkeletonCards: 6,
  faqQuestions: 7,
  listDefaultLimit: 50,
  listMaxLimit: 200,
} as const

/** Upload limits (DESIGN §6), checked by the server and announced by the forms. */
export const FILE_LIMITS = {
  imageMaxBytes: 5 * 1024 * 1024,
  cvMaxBytes: 10 * 1024 * 1024,
  pdfMaxBytes: 25 * 1024 * 1024,
  /** width × height an image may declare: a small file can decode to gigabytes (decompression bomb) */
  imageMaxPixels: 40_000_000,
} as const

/** Widths of the WebP copies made of an uploaded image (never wider than the original). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const

export const COUNTER_TARGETS = { yearsOfExperience: 5, studentsTrained: 1000, steps: 125, visibilityThreshold: 0.5 } as const

export const DATE_LOCALE = 'fr-FR'

/** `*Device`: the device token of the last sign-in per role (DESIGN §15); it outlives signing out. */
export const STORAGE_KEYS = { adminToken: 'token', adminUser: 'user', studentToken: 'student_token', adminDevice: 'admin_device', studentDevice: 'student_device' } as const

export const ACTIVITY_KINDS = ['access_granted', 'student_added', 'video_added'] as const

/** 10 MB (DESIGN §6). */
export const CV_MAX_BYTES = FILE_LIMITS.cvMaxBytes

/** What the file input accepts; the server checks the bytes anyway. */
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export const IMPORT_MAX_ROWS = 2000

export const TESTIMONIAL_SORTS = ['created_at', 'rating', 'nom'] as const
