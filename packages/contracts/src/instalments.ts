import { z } from 'zod'
import { idParam } from './common.ts'

// DESIGN §18 « Instalments »: a plan of 2–4 parts, each a payment request in the usual flow.

export const INSTALMENT_RULES = {
  /** days between two due dates */
  periodDays: 30,
  minParts: 2,
  maxParts: 4,
  /** INSTALMENT_GRACE_DAYS when unset: days after a due date before the access pauses */
  defaultGraceDays: 3,
} as const

export const INSTALMENT_PLAN_STATUSES = ['en_attente', 'en_cours', 'en_pause', 'soldee', 'annulee'] as const
export type InstalmentPlanStatus = (typeof INSTALMENT_PLAN_STATUSES)[number]
export const INSTALMENT_PLAN_STATUS_LABELS: Record<InstalmentPlanStatus, string> = {
  en_attente: 'Première échéance à payer',
  en_cours: 'En cours',
  en_pause: 'Accès en pause',
  soldee: 'Soldé',
  annulee: 'Annulé',
}

/** Where a part stands, as the Échéancier shows it. */
export const INSTALMENT_PART_STATUSES = ['payee', 'en_verification', 'a_payer', 'en_retard', 'a_venir'] as const
export type InstalmentPartStatus = (typeof INSTALMENT_PART_STATUSES)[number]
export const INSTALMENT_PART_STATUS_LABELS: Record<InstalmentPartStatus, string> = {
  payee: 'Payée',
  en_verification: 'En vérification',
  a_payer: 'À payer',
  en_retard: 'En retard',
  a_venir: 'À venir',
}

export const INSTALMENT_MESSAGES = {
  paused: (n: number) => `Accès en pause : échéance ${n} impayée`,
  payToResume: 'Payez l’échéance pour retrouver l’accès : il rouvre dès la validation.',
  planNotFound: 'Échéancier introuvable.',
  partNotFound: 'Échéance introuvable.',
  partPaid: 'Cette échéance est déjà payée.',
  partNotYet: 'Payez d’abord l’échéance précédente.',
  planClosed: 'Cet échéancier est clos : choisissez à nouveau la formation pour vous inscrire.',
  partRequestCreated: (n: number) => `Échéance ${n} : faites le virement avec la référence indiquée.`,
  partRequestExisting: (n: number) => `L’échéance ${n} a déjà sa demande de paiement : la voici.`,
  laterPartNoCancel: 'Une échéance d’un paiement en plusieurs fois ne peut pas être annulée : contactez-nous sur WhatsApp.',
  partsInvalid: 'Un paiement en plusieurs fois compte de 2 à 4 échéances, chacune d’au moins 1 DH.',
  courseGone: 'Le cours vendu par cette formation a été supprimé : l’échéancier ne peut pas commencer.',
} as const

export const instalmentPartSchema = z.object({
  part_number: z.number().int(),
  amount_mad: z.number().int(),
  /** the Casablanca day it is due; null for parts 2+ until the first part is validated */
  due_on: z.string().nullable(),
  status: z.enum(INSTALMENT_PART_STATUSES),
  /** the part's current payment request (its reference, proof, receipt), if it has one */
  payment_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  /** the student may pay it now (« Payer »: its request, created if needed) */
  payable: z.boolean(),
})
export type InstalmentPart = z.infer<typeof instalmentPartSchema>

export const instalmentPlanSchema = z.object({
  id: z.number().int(),
  announcement_id: z.number().int().nullable(),
  formation_title: z.string(),
  course_id: z.number().int().nullable(),
  parts_count: z.number().int(),
  status: z.enum(INSTALMENT_PLAN_STATUSES),
  /** the unpaid part that paused the access */
  paused_part: z.number().int().nullable(),
  /** the day part 1 was validated: part n is due 30·(n−1) days later */
  starts_on: z.string().nullable(),
  grace_days: z.number().int(),
  total_mad: z.number().int(),
  paid_mad: z.number().int(),
  parts: z.array(instalmentPartSchema),
  created_at: z.string(),
})
export type InstalmentPlan = z.infer<typeof instalmentPlanSchema>

/** « Payer » on a part of the Échéancier: the server knows the amount, the client names the part. */
export const instalmentPayInput = z.object({
  plan_id: idParam,
  part_number: z.coerce.number({ error: INSTALMENT_MESSAGES.partNotFound }).int(INSTALMENT_MESSAGES.partNotFound).min(1, INSTALMENT_MESSAGES.partNotFound).max(4, INSTALMENT_MESSAGES.partNotFound),
})

/** A paused course in the student's list: which part to pay, and the request that pays it. */
export const instalmentPauseSchema = z.object({
  plan_id: z.number().int(),
  part_number: z.number().int(),
  message: z.string(),
})
export type InstalmentPause = z.infer<typeof instalmentPauseSchema>

/** The dashboard's figure: unpaid parts past their due date. */
export const overdueInstalmentsSchema = z.object({ count: z.number().int(), amount_mad: z.number().int() })
export type OverdueInstalments = z.infer<typeof overdueInstalmentsSchema>
