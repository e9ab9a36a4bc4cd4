import { z } from 'zod'
import { idParam } from './common.ts'

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
