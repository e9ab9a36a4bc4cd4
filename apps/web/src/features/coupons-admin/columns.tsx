import { type Coupon, COUPON_STATE_LABELS, type CouponState, couponValueText, dirhams } from '@tutorat/contracts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import type { DataColumn } from '../../ui/DataList.tsx'
import { calendarDay } from '../payments/format.ts'

const STATE_TONES: Record<CouponState, BadgeTone> = { actif: 'success', a_venir: 'brand', expire: 'neutral', epuise: 'warning' }

/** « du 01/09/2026 au 30/09/2026 », « jusqu’au … », « sans limite de date » */
export function couponWindow(coupon: Pick<Coupon, 'valid_from' | 'valid_until'>) {
  const from = coupon.valid_from ? calendarDay(coupon.valid_from) : null
  const until = coupon.valid_until ? calendarDay(coupon.valid_until) : null
  if (from && until) return `du ${from} au ${until}`
  if (from) return `à partir du ${from}`
  if (until) return `jusqu’au ${until}`
  return 'Sans limite de date'
}

const usesText = (coupon: Coupon) => (coupon.max_uses === null ? `${coupon.uses}` : `${coupon.uses} / ${coupon.max_uses}`)

export const COUPON_COLUMNS: DataColumn<Coupon>[] = [
  {
    id: 'code',
    header: 'Code',
    rowHeader: true,
    sortValue: (coupon) => coupon.code,
    cell: (coupon) => (
      <>
        <p className="font-mono font-semibold break-all text-ink">{coupon.code}</p>
        <p className="text-muted">{coupon.referrer_name ? `Parrainage de ${coupon.referrer_name}` : (coupon.formation_title ?? 'Toutes les formations')}</p>
      </>
    ),
    cardCell: (coupon) => coupon.code,
  },
  { id: 'scope', header: 'Pour', tableHidden: true, card: 'body', cell: (coupon) => (coupon.referrer_name ? `Parrainage de ${coupon.referrer_name}` : (coupon.formation_title ?? 'Toutes les formations')) },
  { id: 'value', header: 'Remise', card: 'body', className: 'whitespace-nowrap', sortValue: (coupon) => coupon.value, cell: (coupon) => couponValueText(coupon.kind, coupon.value), cardCell: (coupon) => `Remise : ${couponValueText(coupon.kind, coupon.value)}` },
  {
    id: 'state',
    header: 'Validité',
    card: 'body',
    cell: (coupon) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge tone={STATE_TONES[coupon.state]}>{COUPON_STATE_LABELS[coupon.state]}</Badge>
        <span className="text-muted">{couponWindow(coupon)}</span>
      </span>
    ),
  },
  { id: 'uses', header: 'Utilisations', card: 'body', className: 'tabular-nums', sortValue: (coupon) => coupon.uses, cell: usesText, cardCell: (coupon) => `Utilisations : ${usesText(coupon)}` },
  { id: 'paid', header: 'Payées', card: 'body', className: 'tabular-nums', sortValue: (coupon) => coupon.paid, cell: (coupon) => coupon.paid, cardCell: (coupon) => `Payées : ${coupon.paid}` },
  {
    id: 'revenue',
    header: 'Encaissé',
    card: 'body',
    className: 'whitespace-nowrap tabular-nums',
    sortValue: (coupon) => coupon.revenue_mad,
    cell: (coupon) => dirhams(coupon.revenue_mad),
    cardCell: (coupon) => `Encaissé : ${dirhams(coupon.revenue_mad)} (remises : ${dirhams(coupon.discount_mad)})`,
  },
]
