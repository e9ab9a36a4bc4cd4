import { dirhams } from '@tutorat/contracts'
import type { ReactNode } from 'react'
import { Card } from '../../ui/Card.tsx'
import { accessLength } from './access-length.ts'
import { calendarDay, moroccoDate, type Payment } from './format.ts'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-line py-2 last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-ink">{children}</dd>
    </div>
  )
}

/** What the request buys, frozen when the student pressed « S'inscrire ». */
export function PaymentSummary({ payment }: { payment: Payment }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-brand-950">Récapitulatif</h2>
      <dl className="mt-2">
        <Row label="Référence">
          <span className="font-mono">{payment.reference}</span>
        </Row>
        <Row label="Formation">{payment.formation_title}</Row>
        <Row label="Cours">{payment.course_title}</Row>
        {payment.discount_mad > 0 ? (
          <>
            <Row label="Prix de la formation">{dirhams(payment.list_price_mad)}</Row>
            <Row label={payment.coupon_code ? `Remise (code ${payment.coupon_code})` : 'Remise'}>− {dirhams(payment.discount_mad)}</Row>
          </>
        ) : null}
        <Row label="Montant">{dirhams(payment.amount_mad)}</Row>
        <Row label="Durée">{accessLength(payment.duration_days)}</Row>
        <Row label="Demande du">{moroccoDate(payment.created_at)}</Row>
        {payment.payer_name ? <Row label="Titulaire du compte">{payment.payer_name}</Row> : null}
        {payment.transfer_date ? <Row label="Date du virement">{calendarDay(payment.transfer_date)}</Row> : null}
      </dl>
    </Card>
  )
}
