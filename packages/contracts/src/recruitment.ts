import { z } from 'zod'
import { APPLICATION_STATUSES, CONTRACT_TYPES } from './constants.ts'
import { idParam, pagination, recordId, requiredText } from './common.ts'
import { optionalText } from './courses.ts'
import { formBoolean } from './announcements.ts'
import { email } from './students.ts'
import { RECRUITMENT_MESSAGES, tooLong } from './messages.ts'

export const contractTypeSchema = z.enum(CONTRACT_TYPES, { error: RECRUITMENT_MESSAGES.contractTypeInvalid })
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: RECRUITMENT_MESSAGES.statusInvalid })

/** '' (an empty form field) or a value: a bad value gets the value's own French message. */
const emptyOr = <S extends z.ZodType>(schema: S) =>
  z.union([z.literal(''), schema], {
    error: (issue) => (issue.code === 'invalid_union' ? issue.errors[1]?.[0]?.message : undefined),
  })

/** A query-string filter: absent or '' (an "all" choice in a select) means no filter. */
const filter = <S extends z.ZodType>(schema: S) =>
  emptyOr(schema)
    .optional()
    .transform((value) => (value === '' ? undefined : value))

// ── job offers ──────────────────────────────────────────────────────────────

const deadline = emptyOr(z.iso.date({ error: RECRUITMENT_MESSAGES.deadlineInvalid }))
  .nullish()
  .transform((value) => value || null)

const offerFields = {
  title: requiredText(RECRUITMENT_MESSAGES.titleRequired, 200, 'Le titre'),
  company: requiredText(RECRUITMENT_MESSAGES.companyRequired, 200, 'Le nom de l’entreprise'),
  location: requiredText(RECRUITMENT_MESSAGES.locationRequired, 120, 'La ville'),
  contract_type: contractTypeSchema,
  description: requiredText(RECRUITMENT_MESSAGES.descriptionRequired, 10_000, 'La description'),
  requirements: optionalText(5000),
  salary: optionalText(120),
  deadline,
  is_active: formBoolean,
}

export const jobOfferCreateInput = z.object({ ...offerFields, is_active: formBoolean.default(true) })
export const jobOfferUpdateInput = z.object(offerFields).partial().extend({ id: idParam })

export const jobOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  contract_type: contractTypeSchema,
  description: z.string(),
  requirements: z.string().nullable(),
  salary: z.string().nullable(),
  /** `YYYY-MM-DD`, last day applications are taken (Morocco time) */
  deadline: z.string().nullable(),
  is_active: z.boolean(),
  /** active and deadline not passed: the apply button is shown */
  is_open: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type JobOffer = z.infer<typeof jobOfferSchema>

export const jobOfferAdminSchema = jobOfferSchema.extend({
  applications_count: z.number().int(),
  created_by: z.number().int().nullable(),
})
export type JobOfferAdmin = z.infer<typeof jobOfferAdminSchema>

/** Public list: `active_only` is accepted for SPEC §7 but visitors only ever see open offers. */
export const jobOfferListInput = pagination.extend({
  active_only: formBoolean.optional(),
  contract_type: filter(contractTypeSchema),
  location: filter(z.string().trim().max(120, tooLong('La ville', 120))),
  search: filter(z.string().trim().max(200, tooLong('La recherche', 200))),
})

export const jobOfferAdminListInput = pagination.extend({
  contract_type: filter(contractTypeSchema),
  is_active: filter(formBoolean),
  search: filter(z.string().trim().max(200, tooLong('La recherche', 200))),
})

export const recruitmentStatsSchema = z.object({
  total_offers: z.number().int(),
  active_offers: z.number().int(),
  total_applications: z.number().int(),
  by_status: z.object({
    en_attente: z.number().int(),
    examinee: z.number().int(),
    acceptee: z.number().int(),
    refusee: z.number().int(),
  }),
})
export type RecruitmentStats = z.infer<typeof recruitmentStatsSchema>

export const offerDeleteOutput = z.object({ message: z.string(), applications_deleted: z.number().int() })

// ── applications ────────────────────────────────────────────────────────────

const phone = emptyOr(z.string().trim().regex(/^\+?[0-9][0-9 .-]{6,18}[0-9]$/, RECRUITMENT_MESSAGES.phoneInvalid))
  .nullish()
  .transform((value) => value || null)

/** The text fields of the apply form (multipart `POST /api/applications/`); the file field is `cv`. */
export const applicationFormInput = z.object({
  job_offer_id: recordId(RECRUITMENT_MESSAGES.offerRequired),
  full_name: requiredText(RECRUITMENT_MESSAGES.fullNameRequired, 120, 'Le nom complet'),
  email,
  phone,
  school: optionalText(200),
  message: optionalText(5000),
})
export type ApplicationFormInput = z.input<typeof applicationFormInput>

export const applyInput = applicationFormInput.extend({
  cv: z.instanceof(Uint8Array, { error: RECRUITMENT_MESSAGES.cvMissing }),
  /** the name the file had on the applicant's computer: shown and used on download, never as a path */
  cv_name: z.string().max(1000, tooLong('Le nom du fichier', 1000)).default('cv'),
})

export const applyOutput = z.object({ message: z.string(), application_id: z.number().int() })

/** « A déjà postulé » counts up to this many (« 10+ » past it): no row of the list costs more. */
export const OTHER_APPLICATIONS_CAP = 10

export const applicationSchema = z.object({
  id: z.number().int(),
  job_offer_id: z.number().int(),
  job_offer_title: z.string(),
  company: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  school: z.string().nullable(),
  message: z.string().nullable(),
  status: applicationStatusSchema,
  student_id: z.number().int().nullable(),
  /** `/api/admin/applications/{id}/cv`: GET it with the admin token */
  cv_url: z.string(),
  cv_original_name: z.string(),
  cv_mime: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The same person's other applications, to any offer (same email, or same phone): « A déjà postulé (N) ». */
  /** the same person's other applications (same email or phone), counted up to `OTHER_APPLICATIONS_CAP` */
  other_applications: z.number().int(),
})
export type Application = z.infer<typeof applicationSchema>

export const applicationFilter = z.object({
  job_offer_id: filter(idParam),
  status: filter(applicationStatusSchema),
  search: filter(z.string().trim().max(200, tooLong('La recherche', 200))),
})
export const applicationListInput = pagination.extend(applicationFilter.shape)

export const applicationUpdateInput = z.object({ id: idParam, status: applicationStatusSchema })

/** What the download shim needs, once the procedure has checked who asks. */
export const cvFileSchema = z.object({ key: z.string(), mime: z.string(), file_name: z.string() })

export const cvUrl = (id: number) => `/api/admin/applications/${id}/cv`
