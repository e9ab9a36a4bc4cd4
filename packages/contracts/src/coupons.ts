import { z } from 'zod'
import { idParam, pagination, recordId } from './common.ts'

// DESIGN §18: promo codes typed at checkout, and each student's own referral code.

export const COUPON_KINDS = ['percent', 'fixed'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]
export const COUPON_KIND_LABELS: Record<CouponKind, string> = { percent: 'Pourcentage', fixed: 'Montant fixe (DH)' }

/** What a code is in the back office: a promo code of the team, or a student's referral code. */
export const COUPON_SOURCES = ['promo', 'parrainage'] as const
/** Where a code stands today (Casablanca day). */
export const COUPON_STATES = ['actif', 'a_venir', 'expire', 'epuise'] as const
export type CouponState = (typeof COUPON_STATES)[number]
export const COUPON_STATE_LABELS: Record<CouponState, string> = { actif: 'Actif', a_venir: 'À venir', expire: 'Expiré', epuise: 'Épuisé' }

export const COUPON_RULES = {
  /** no request (nor any instalment) is ever discounted below this many dirhams */
  minAmountMad: 1,
  codePattern: /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/,
  maxFixedMad: 100_000,
  /** what a referral code gives the friend who uses it (a super admin may change it per code) */
  referralPercent: 10,
} as const

export const COUPON_MESSAGES = {
  unknown: 'Code promo inconnu : vérifiez l’orthographe.',
  expired: 'Ce code promo a expiré.',
  notYet: (day: string) => `Ce code promo sera valable à partir du ${day}.`,
  usedUp: 'Ce code promo a atteint son nombre maximal d’utilisations.',
  otherFormation: 'Ce code promo ne s’applique pas à cette formation.',
  alreadyUsed: 'Vous avez déjà utilisé ce code promo.',
  ownReferral: 'Vous ne pouvez pas utiliser votre propre code de parrainage.',
  onlyOne: 'Un seul code promo par inscription.',
  codeInvalid: 'Le code doit compter 3 à 32 caractères : lettres, chiffres, tirets.',
  codeRequired: 'Indiquez le code.',
  codeTaken: 'Ce code existe déjà (les majuscules ne comptent pas).',
  kindInvalid: 'Choisissez un pourcentage ou un montant fixe.',
  valueInvalid: 'La remise doit être un nombre entier positif.',
  percentTooHigh: 'Un pourcentage ne peut pas dépasser 100.',
  fixedTooHigh: 'Le montant fixe ne peut pas dépasser 100 000 DH.',
  dateInvalid: 'Date invalide (AAAA-MM-JJ).',
  windowInvalid: 'La date de fin doit suivre la date de début.',
  maxUsesInvalid: 'Le nombre d’utilisations doit être un entier positif.',
  formationNotFound: 'Formation introuvable.',
  notFound: 'Code promo introuvable.',
  created: 'Code promo créé.',
  updated: 'Code promo modifié.',
  deleted: 'Code promo supprimé. Les demandes qui l’ont utilisé gardent leur remise.',
} as const
const M = COUPON_MESSAGES

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)
const day = z.preprocess(emptyToNull, z.iso.date({ error: M.dateInvalid }).nullable())

/** A code as typed: spaces around it do not count, nor its case (compared in lower case). */
export const couponCode = z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).regex(COUPON_RULES.codePattern, M.codeInvalid)

const couponFields = z.object({
  code: couponCode,
  kind: z.enum(COUPON_KINDS, { error: M.kindInvalid }),
  value: z.coerce.number({ error: M.valueInvalid }).int(M.valueInvalid).min(1, M.valueInvalid).max(COUPON_RULES.maxFixedMad, M.fixedTooHigh),
  /** null: every formation */
  announcement_id: z.preprocess(emptyToNull, recordId(M.formationNotFound).nullable()).default(null),
  /** first and last Casablanca day it works (either may be open) */
  valid_from: day.default(null),
  valid_until: day.default(null),
  /** null: no cap */
  max_uses: z.preprocess(emptyToNull, z.coerce.number({ error: M.maxUsesInvalid }).int(M.maxUsesInvalid).min(1, M.maxUsesInvalid).max(1_000_000, M.maxUsesInvalid).nullable()).default(null),
})

type CouponFields = Partial<z.output<typeof couponFields>>
function checkCoupon(coupon: CouponFields, ctx: z.RefinementCtx) {
  if (coupon.kind === 'percent' && coupon.value !== undefined && coupon.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentTooHigh })
  if (coupon.valid_from && coupon.valid_until && coupon.valid_until < coupon.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: M.windowInvalid })
}

export const couponCreateInput = couponFields.superRefine(checkCoupon)
/** PUT: the fields that change (the kind and value are checked together once merged with the stored row). */
export const couponUpdateBody = couponFields.partial().superRefine(checkCoupon)
export const couponUpdateInput = couponFields.partial().extend({ id: idParam }).superRefine(checkCoupon)

export const couponFilter = z.object({
  source: z.preprocess((value) => (value === '' ? undefined : value), z.enum(COUPON_SOURCES).optional()),
  search: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(100).optional()),
})
export const couponListInput = pagination.extend(couponFilter.shape)

/** A code in the back office, with what it brought. */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  announcement_id: z.number().int().nullable(),
  formation_title: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  /** a referral code: the student who shares it */
  referrer_student_id: z.number().int().nullable(),
  referrer_name: z.string().nullable(),
  state: z.enum(COUPON_STATES),
  /** requests it discounts that still count (open, paid, or refused with a new proof allowed) */
  uses: z.number().int(),
  /** of which paid (validated) */
  paid: z.number().int(),
  /** dirhams received through it (validated requests) */
  revenue_mad: z.number().int(),
  /** dirhams given away on those paid requests */
  discount_mad: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Coupon = z.infer<typeof couponSchema>
export const couponMessageOutput = z.object({ message: z.string(), coupon: couponSchema })
export const couponDeleteOutput = z.object({ message: z.string() })

/** The coupon a quote applied, as the summary shows it. */
export const appliedCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  /** a friend's referral code */
  referral: z.boolean(),
})

/** The student's own referral code, on their profile page. */
export const referralSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  /** friends whose request with the code is paid */
  friends_enrolled: z.number().int(),
  share_text: z.string(),
})
export type Referral = z.infer<typeof referralSchema>

/** « 10 % » or « 50 DH »: what a code takes off, as a sentence says it. */
export const couponValueText = (kind: CouponKind, value: number) => (kind === 'percent' ? `${value} %` : `${value.toLocaleString('fr-FR').replace(/\s/g, ' ')} DH`)

export const referralShareText = (code: string, discount: string, url: string) => `Inscris-toi avec mon code ${code} : ${discount} de remise sur ta formation. ${url}`
