import { z } from 'zod'
import { idParam, pagination } from './common.ts'

// DESIGN §18, cards: a payment request paid through the gateway's hosted page (YouCan Pay).

export const CARD_GATEWAYS = ['youcanpay'] as const
export type CardGateway = (typeof CARD_GATEWAYS)[number]
/** What the gateway's transactions API says of a transaction (never what a webhook body claims). */
export const CARD_TRANSACTION_STATUSES = ['pending', 'paid', 'failed'] as const
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number]
/** The currency every request is sold in; the gateway counts in its minor unit (centimes). */
export const CARD_CURRENCY = 'MAD'

export const CARD_MESSAGES = {
  unavailable: 'Le paiement par carte est momentanément indisponible : réessayez dans quelques minutes, ou payez par virement avec la référence de votre demande.',
  disabled: 'Le paiement par carte n’est pas proposé pour le moment : payez par virement avec la référence de votre demande.',
  notPayable: 'Cette demande ne peut plus être payée par carte.',
  confirming: 'Paiement en cours de confirmation…',
  confirmingHint: 'Votre banque a répondu : nous attendons la confirmation de YouCan Pay. Cette page se met à jour toute seule.',
  confirmed: 'Paiement confirmé : votre accès est ouvert.',
  slow: 'La confirmation prend plus de temps que prévu. Vous recevrez une notification dès qu’elle arrive ; inutile de payer une seconde fois.',
  failed: 'Le paiement par carte n’a pas abouti : aucun montant n’a été confirmé. Vous pouvez réessayer, ou payer par virement.',
  webhookUnsigned: 'Signature du webhook absente ou invalide.',
  webhookInvalid: 'Corps du webhook invalide.',
  webhookReceived: 'Notification reçue.',
} as const

export const startCardPaymentInput = z.object({ id: idParam })
/** Where the student's browser goes next: the gateway's hosted payment form. */
export const startCardPaymentOutput = z.object({ redirect_url: z.url() })
export type StartCardPaymentOutput = z.infer<typeof startCardPaymentOutput>

/** What the webhook answers: 200 once recorded (granted or not), so the gateway stops retrying. */
export const cardWebhookOutput = z.object({ detail: z.string() })

// ── the back office: paid card transactions that opened nothing (DESIGN §18) ──

/** `a_rembourser`: paid, no access opened, not refunded yet; `rembourse`: marked refunded by a super admin. */
export const CARD_REFUND_STATES = ['a_rembourser', 'rembourse'] as const
export type CardRefundState = (typeof CARD_REFUND_STATES)[number]
export const CARD_REFUND_STATE_LABELS: Record<CardRefundState, string> = { a_rembourser: 'À rembourser', rembourse: 'Remboursé' }

export const CARD_REFUND_MESSAGES = {
  notFound: 'Transaction introuvable parmi les paiements par carte à rembourser.',
  alreadyRefunded: 'Cette transaction est déjà marquée remboursée.',
  refunded: 'Transaction marquée remboursée.',
  stateInvalid: 'Filtre inconnu : « a_rembourser » ou « rembourse ».',
} as const

export const cardRefundListInput = pagination.extend({
  state: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CARD_REFUND_STATES, { error: CARD_REFUND_MESSAGES.stateInvalid }).default('a_rembourser')),
})

/** A paid card transaction that opened no access: what the gateway took, why nothing opened, and its refund. */
export const cardRefundSchema = z.object({
  id: z.number().int(),
  gateway: z.enum(CARD_GATEWAYS),
  transaction_id: z.string(),
  /** what the gateway's API says was paid, in its minor unit, and its currency */
  amount_centimes: z.number().int(),
  currency: z.string(),
  /** why no access opened (a mismatch, a request no longer payable, a deleted account) */
  note: z.string().nullable(),
  paid_at: z.string(),
  payment_request_id: z.number().int(),
  reference: z.string(),
  student_name: z.string(),
  student_email: z.string(),
  formation_title: z.string(),
  refunded_at: z.string().nullable(),
  refunded_by_name: z.string().nullable(),
})
export type CardRefund = z.infer<typeof cardRefundSchema>
export const cardRefundListOutput = z.object({ items: z.array(cardRefundSchema), total: z.number().int() })
export const cardRefundMarkInput = z.object({ id: idParam })
export const cardRefundMarkOutput = z.object({ message: z.string(), refund: cardRefundSchema })
