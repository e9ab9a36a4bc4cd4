import { z } from 'zod'
import { idParam, pagination, recordId, requiredText } from './common.ts'
import { ACCESS_TYPES } from './constants.ts'
import { appliedCouponSchema } from './coupons.ts'
import { tooLong } from './messages.ts'

// DESIGN §11: enrolment by bank transfer, from a formation to a paid access.

export const PAYMENT_STATUSES = ['en_attente', 'preuve_envoyee', 'validee', 'refusee', 'expiree', 'annulee'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
/** A request still waiting for the student (en_attente) or for an admin (preuve_envoyee). */
export const OPEN_PAYMENT_STATUSES = ['en_attente', 'preuve_envoyee'] as const satisfies readonly PaymentStatus[]

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  en_attente: 'En attente du virement',
  preuve_envoyee: 'Preuve envoyée',
  validee: 'Validée',
  refusee: 'Refusée',
  expiree: 'Expirée',
  annulee: 'Annulée',
}

/** What the history shows: every status, a further proof, a re-opening, a proof sent after a refusal. */
export const PAYMENT_EVENTS = [...PAYMENT_STATUSES, 'preuve_ajoutee', 'rouverte', 'nouvelle_preuve', 'payee_carte'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]
export const PAYMENT_EVENT_LABELS: Record<PaymentEvent, string> = {
  en_attente: 'Demande créée',
  preuve_envoyee: 'Preuve de virement envoyée',
  preuve_ajoutee: 'Preuve supplémentaire ajoutée',
  validee: 'Paiement validé, accès ouvert',
  refusee: 'Paiement refusé',
  expiree: 'Délai dépassé sans preuve',
  annulee: 'Demande annulée',
  rouverte: 'Demande rouverte',
  nouvelle_preuve: 'Nouvelle preuve après refus',
  payee_carte: 'Payé par carte, accès ouvert',
}
export const PAYMENT_ACTORS = ['student', 'admin', 'system'] as const

/** « 1 200 DH »: a plain space, which every channel (and a PDF's standard font) carries. */
export const dirhams = (amount: number) => `${amount.toLocaleString('fr-FR').replace(/\s/g, ' ')} DH`

export const PAYMENT_RULES = {
  /** days the student has to send a proof */
  deadlineDays: 7,
  maxProofs: 3,
  proofMaxBytes: 5 * 1024 * 1024,
  referencePrefix: 'TM-',
} as const

/** What the file input offers; the server checks the bytes anyway. */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf'

export const PAYMENT_MESSAGES = {
  requestCreated: 'Demande d’inscription créée : faites le virement avec la référence indiquée.',
  requestExisting: 'Vous avez déjà une demande en cours pour cette formation.',
  notFound: 'Demande de paiement introuvable.',
  formationNotFound: 'Formation introuvable.',
  formationNotSellable: 'Cette formation ne peut pas être payée en ligne : contactez-nous sur WhatsApp.',
  proofMissing: 'Ajoutez la photo ou le PDF de votre reçu de virement.',
  proofInvalid: 'La preuve doit être une photo (JPEG, PNG, WebP) ou un PDF.',
  proofTooLarge: 'La preuve ne doit pas dépasser 5 Mo.',
  tooManyProofs: 'Vous avez déjà envoyé 3 preuves pour cette demande.',
  proofSent: 'Preuve envoyée. Nous vérifions votre virement, vous serez prévenu(e) dès la validation.',
  proofNotFound: 'Preuve introuvable.',
  proofFileMissing: 'Le fichier de cette preuve est introuvable.',
  payerNameRequired: 'Indiquez le nom du titulaire du compte qui a fait le virement.',
  transferDateRequired: 'Indiquez la date du virement.',
  transferDateInvalid: 'Date du virement invalide.',
  transferDateFuture: 'La date du virement ne peut pas être dans le futur.',
  cannotAddProof: (status: string) => `Impossible d’ajouter une preuve : la demande est « ${status} ».`,
  expiredReopen: 'Le délai de 7 jours est dépassé : rouvrez la demande pour envoyer votre preuve.',
  cannotReopen: 'Seule une demande expirée peut être rouverte.',
  reopened: 'Demande rouverte : vous avez à nouveau 7 jours pour envoyer votre preuve.',
  reopenedRepriced: (amount: string) => `Demande rouverte au tarif actuel de la formation, ${amount} : vous avez à nouveau 7 jours pour faire le virement et envoyer votre preuve.`,
  repricedNote: (before: string, now: string) => `Tarif actuel de la formation : ${now} (au lieu de ${before}).`,
  reopenNotSold: 'Cette formation n’est plus proposée à l’inscription en ligne : la demande ne peut pas être rouverte. Contactez-nous sur WhatsApp.',
  reopenTerms: 'Une demande rouverte reprend le tarif et la durée d’accès actuels de la formation.',
  cannotCancel: 'Seule une demande sans preuve peut être annulée.',
  cancelled: 'Demande annulée.',
  notValidatable: (status: string) => `Cette demande ne peut pas être validée : elle est « ${status} ».`,
  notRefusable: (status: string) => `Cette demande ne peut pas être refusée : elle est « ${status} ».`,
  studentGone: 'Le compte de cet étudiant a été supprimé : l’accès ne peut pas être ouvert.',
  courseGone: 'Le cours vendu par cette formation a été supprimé : l’accès ne peut pas être ouvert.',
  validated: 'Paiement validé : l’accès de l’étudiant est ouvert.',
  refused: 'Paiement refusé : l’étudiant est prévenu avec le motif.',
  refusedNewProof: 'Paiement refusé : l’étudiant est prévenu avec le motif et peut envoyer une nouvelle preuve pendant 7 jours.',
  newProofAtCap: 'Cette demande a déjà 3 preuves, le maximum : l’étudiant ne pourra pas en ajouter. Refusez sans nouvelle preuve ; il pourra faire une nouvelle demande.',
  refusalFinal: 'Ce refus est définitif : cette demande n’accepte plus de preuve. Faites une nouvelle demande depuis la formation, ou écrivez-nous sur WhatsApp.',
  newProofLate: 'Le délai de 7 jours pour envoyer une nouvelle preuve est dépassé : faites une nouvelle demande depuis la formation.',
  reasonRequired: 'Indiquez le motif du refus.',
  receiptUnavailable: 'Le reçu est disponible une fois le paiement validé.',
  dateInvalid: 'Date invalide (AAAA-MM-JJ).',
  couponNote: (code: string, discount: string) => `Code promo ${code} : remise de ${discount}.`,
} as const

const M = PAYMENT_MESSAGES

// ── checkout (DESIGN §18): the summary, then « Confirmer » ──────────────────

/** `comptant`: one payment; `echeances`: the formation's plan of 2–4 parts, one every 30 days. */
export const PAYMENT_PLANS = ['comptant', 'echeances'] as const
export type PaymentPlan = (typeof PAYMENT_PLANS)[number]
export const PAYMENT_METHODS = ['virement', 'carte'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const CHECKOUT_MESSAGES = {
  planInvalid: 'Choisissez le paiement comptant ou en plusieurs fois.',
  methodInvalid: 'Choisissez le virement ou la carte.',
  noInstalments: 'Cette formation ne se paie pas en plusieurs fois.',
  cardUnavailable: 'Le paiement par carte n’est pas disponible pour le moment : payez par virement.',
  couponTooLong: 'Code promo trop long.',
  formationFull: 'Cette formation est complète : plus aucune place n’est disponible.',
} as const

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '') || value === null ? undefined : value

/**
 * What the summary asks the server: the formation, a code the student typed, a plan. Any amount,
 * discount or part sent along is not read (zod drops unknown keys): the server prices everything.
 */
export const paymentQuoteInput = z.object({
  announcement_id: recordId(M.formationNotFound),
  coupon_code: z.preprocess(blankToUndefined, z.string().trim().max(64, CHECKOUT_MESSAGES.couponTooLong).optional()),
  plan: z.enum(PAYMENT_PLANS, { error: CHECKOUT_MESSAGES.planInvalid }).default('comptant'),
})
/** « Confirmer »: the same, and how the student pays; `{announcement_id}` alone is comptant by transfer. */
export const paymentCreateInput = paymentQuoteInput.extend({
  method: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.methodInvalid }).default('virement'),
})

/** One payment of the plan (a single one for comptant), its share of the discount to the dirham. */
export const quotePartSchema = z.object({
  n: z.number().int(),
  /** days after the first part is paid (0: the first part, at once) */
  due_after_days: z.number().int(),
  list_amount_mad: z.number().int(),
  discount_mad: z.number().int(),
  amount_mad: z.number().int(),
})
export type QuotePart = z.infer<typeof quotePartSchema>

/** The summary: what is bought, for how much, and what the student already has. Creates nothing. */
export const paymentQuoteSchema = z.object({
  announcement_id: z.number().int(),
  formation_title: z.string(),
  course_title: z.string(),
  access_type: z.enum(ACCESS_TYPES),
  duration_days: z.number().int(),
  plan: z.enum(PAYMENT_PLANS),
  /** the plans this formation offers (`echeances` only with instalments) */
  plans: z.array(z.enum(PAYMENT_PLANS)),
  /** the methods offered now (`carte` only when card payment is configured) */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  list_price_mad: z.number().int(),
  discount_mad: z.number().int(),
  /** what the student pays in all (the sum of the parts) */
  amount_mad: z.number().int(),
  parts: z.array(quotePartSchema),
  coupon: appliedCouponSchema.nullable(),
  /** why the typed code was not applied (the price is then the list price) */
  coupon_error: z.string().nullable(),
  /** a valid access to the course: until when (null: unlimited), and until when this payment takes it */
  running_access: z.object({ expires_at: z.string().nullable(), extended_until: z.string().nullable() }).nullable(),
  /** an open request for this formation: « Confirmer » hands it back instead of a new one */
  open_payment_id: z.number().int().nullable(),
})
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>

const notInFuture = (day: string) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
/** The text fields sent with a proof (form-data): required with the first proof, optional later. */
export const proofFields = z.object({
  payer_name: z.string().trim().max(120, tooLong('Le nom du titulaire', 120)).optional(),
  transfer_date: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.iso.date({ error: M.transferDateInvalid, abort: true }).refine(notInFuture, M.transferDateFuture).optional()),
})
export const proofInput = proofFields.extend({
  id: idParam,
  file: z.instanceof(Uint8Array<ArrayBuffer>),
  file_name: z.string().max(1000, tooLong('Le nom du fichier', 1000)),
})

export const paymentProofSchema = z.object({
  n: z.number().int(),
  mime: z.string(),
  original_name: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  /** where the owner (student path) or a super admin (admin path) opens it */
  url: z.string(),
})

export const paymentHistoryEntry = z.object({
  event: z.enum(PAYMENT_EVENTS),
  actor: z.enum(PAYMENT_ACTORS),
  /** the super admin's name, in the back office only */
  admin_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
})

/** A request as its student sees it. */
export const paymentRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  announcement_id: z.number().int().nullable(),
  formation_title: z.string(),
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  amount_mad: z.number().int(),
  /** the price before a promo code (= amount_mad without one), the discount and the code as typed */
  list_price_mad: z.number().int(),
  discount_mad: z.number().int(),
  coupon_code: z.string().nullable(),
  access_type: z.enum(ACCESS_TYPES),
  duration_days: z.number().int(),
  deadline_at: z.string(),
  payer_name: z.string().nullable(),
  transfer_date: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  proofs: z.array(paymentProofSchema),
  history: z.array(paymentHistoryEntry),
  /** the PDF « Reçu de paiement », once validated */
  receipt_url: z.string().nullable(),
  /**
   * A refusal that lets the student send a new proof on this request: until when (past once the
   * 7 days are over); null for any other status and for a final refusal.
   */
  new_proof_until: z.string().nullable(),
  /** a part of an instalment plan (DESIGN §18): the plan, the part's number, the Casablanca day it is due */
  plan_id: z.number().int().nullable(),
  part_number: z.number().int().nullable(),
  due_on: z.string().nullable(),
})
export type PaymentRequest = z.infer<typeof paymentRequestSchema>

/** A request in the back office: who asked, and who decided. */
export const adminPaymentSchema = paymentRequestSchema.extend({
  student_id: z.number().int().nullable(),
  student_name: z.string(),
  student_email: z.string(),
  student_phone: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  access_id: z.number().int().nullable(),
})
export type AdminPayment = z.infer<typeof adminPaymentSchema>

/** A row of the CSV export (DESIGN §18): the request, its plan's number of parts and how it was paid. */
export const paymentExportRowSchema = adminPaymentSchema.extend({
  /** the instalment plan's number of parts (null: paid at once) */
  parts_count: z.number().int().nullable(),
  /** `carte`: a card transaction opened it; `virement`: a transfer proof or a super admin's validation; null: not paid yet */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
})
export type PaymentExportRow = z.infer<typeof paymentExportRowSchema>

const day = z.iso.date({ error: M.dateInvalid })
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
export const paymentFilter = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATUSES).optional()),
  announcement_id: z.preprocess(emptyToUndefined, recordId().optional()),
  /** created on or after this Casablanca day */
  from: z.preprocess(emptyToUndefined, day.optional()),
  /** created on or before this Casablanca day */
  to: z.preprocess(emptyToUndefined, day.optional()),
  /** reference, student name or email */
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** `en_retard`: parts of instalment plans past their due day and not paid (DESIGN §18) */
  instalments: z.preprocess(emptyToUndefined, z.enum(['en_retard'], { error: 'Filtre d’échéances inconnu.' }).optional()),
})
export const paymentListInput = pagination.extend(paymentFilter.shape)
export const paymentListOutput = z.object({ items: z.array(adminPaymentSchema), total: z.number().int() })

export const paymentStatsSchema = z.object({
  /** sum of the payments validated this Casablanca month, in dirhams */
  month_revenue_mad: z.number().int(),
  month_validated: z.number().int(),
  /** proofs waiting for a super admin */
  pending: z.number().int(),
  /** requests waiting for the student's transfer */
  awaiting_transfer: z.number().int(),
})

export const paymentRefuseInput = z.object({
  id: idParam,
  reason: requiredText(M.reasonRequired, 500, 'Le motif'),
  /** the student may send a new proof on the same request (7 days); absent: a final refusal, as SPEC's `{reason}` */
  allow_new_proof: z.boolean({ error: 'Indiquez si l’étudiant peut envoyer une nouvelle preuve (true ou false).' }).default(false),
})
export const paymentProofParams = z.object({ id: idParam, n: z.coerce.number({ error: M.proofNotFound }).int(M.proofNotFound).min(1, M.proofNotFound).max(3, M.proofNotFound) })

/** Where a proof is stored, for the download shims only. */
export const proofFileSchema = z.object({ key: z.string(), mime: z.string(), file_name: z.string() })

export const paymentMessageOutput = z.object({ message: z.string(), payment: paymentRequestSchema })
/** « S'inscrire »: the new request, or the open one handed back (`created: false`). */
export const paymentCreateOutput = paymentMessageOutput.extend({ created: z.boolean() })
export const adminPaymentMessageOutput = z.object({ message: z.string(), payment: adminPaymentSchema })

export const studentPaymentUrl = (id: number) => `/api/student/payments/${id}`
export const adminPaymentUrl = (id: number) => `/api/admin/payments/${id}`

/** What the PDF « Reçu de paiement » says (the shim draws it). */
export const paymentReceiptSchema = z.object({
  /** `R-2026-000123`: the receipt's own number, sequential per year, given at validation. */
  receipt_number: z.string(),
  reference: z.string(),
  amount_mad: z.number().int(),
  list_price_mad: z.number().int(),
  discount_mad: z.number().int(),
  coupon_code: z.string().nullable(),
  student_name: z.string(),
  student_email: z.string(),
  formation_title: z.string(),
  course_title: z.string(),
  access_type: z.enum(ACCESS_TYPES),
  duration_days: z.number().int(),
  payer_name: z.string().nullable(),
  transfer_date: z.string().nullable(),
  requested_at: z.string(),
  validated_at: z.string(),
  /** `carte`: paid through the card gateway (« payé par carte »), no transfer to show */
  payment_method: z.enum(['virement', 'carte']),
})
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>
