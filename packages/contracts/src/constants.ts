// Business constants of SPEC §9 and the option lists of SPEC §5 / DESIGN §7.

export const SUBJECTS = ['Mathématiques', 'Physique', 'Chimie', 'Biologie', 'Informatique', 'Autre'] as const
export const LEVELS = ['Débutant', 'Intermédiaire', 'Avancé'] as const
export const ACCESS_TYPES = ['standard', 'full', 'partial', 'trial'] as const
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
} as const

export const COUNTER_TARGETS = { yearsOfExperience: 5, studentsTrained: 1000, steps: 125, visibilityThreshold: 0.5 } as const

export const DATE_LOCALE = 'fr-FR'

export const STORAGE_KEYS = { adminToken: 'token', adminUser: 'user', studentToken: 'student_token' } as const
