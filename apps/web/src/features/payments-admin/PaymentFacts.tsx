import { type AdminPayment, dirhams, PAYMENT_EVENT_LABELS } from '@tutorat/contracts'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../lib/dates.ts'
import { Alert } from '../../ui/Alert.tsx'
import { calendarDay } from '../payments/format.ts'
import { statusBadge } from './columns.tsx'
import { actorName } from './format.ts'
import { StudentContact } from './StudentContact.tsx'

/** `wide`: the whole row (the contact, a long title). */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  )
}

const missing = <span className="text-muted">Non indiqué</span>

/** The refusal: why, and whether the student may still send a new proof; on a request back in the queue, the earlier one. */
function Refusal({ payment }: { payment: AdminPayment }) {
  if (!payment.refusal_reason) return null
  if (payment.status === 'preuve_envoyee') {
    return (
      <Alert title="Nouvelle preuve après refus">
        <p>Motif du refus précédent : {payment.refusal_reason}</p>
      </Alert>
    )
  }
  const next = payment.new_proof_until
    ? `L’étudiant(e) peut envoyer une nouvelle preuve jusqu’au ${formatDateTime(payment.new_proof_until)}.`
    : 'Refus définitif : pas de nouvelle preuve sur cette demande.'
  return (
    <Alert title="Motif du refus">
      <p>{payment.refusal_reason}</p>
      <p className="mt-1">{next}</p>
    </Alert>
  )
}

/** What the admin checks against the proof: the amount, the reference, who paid and when. */
export function PaymentFacts({ payment }: { payment: AdminPayment }) {
  return (
    <section aria-labelledby="payment-facts-title" className="min-w-0 space-y-4">
      <h3 id="payment-facts-title" className="sr-only">
        La demande
      </h3>
      <Refusal payment={payment} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={payment.status === 'preuve_envoyee' ? 'Montant à vérifier' : 'Montant'}>
          <span className="text-xl font-extrabold text-brand-950 tabular-nums">{dirhams(payment.amount_mad)}</span>
        </Fact>
        <Fact label="Référence">
          <span className="font-mono text-base font-semibold">{payment.reference}</span>
        </Fact>
        {payment.discount_mad > 0 ? (
          <Fact label="Code promo" wide>
            {payment.coupon_code ?? 'Code supprimé'} : {dirhams(payment.list_price_mad)} − {dirhams(payment.discount_mad)} de remise
          </Fact>
        ) : null}
        <Fact label="Titulaire du compte">{payment.payer_name ?? missing}</Fact>
        <Fact label="Date du virement">{payment.transfer_date ? calendarDay(payment.transfer_date) : missing}</Fact>
        <Fact label="Statut">{statusBadge(payment)}</Fact>
        <Fact label="Demande créée le">{formatDateTime(payment.created_at)}</Fact>
        {payment.status === 'en_attente' ? <Fact label="Preuve attendue avant le">{formatDateTime(payment.deadline_at)}</Fact> : null}
        <Fact label="Étudiant(e)" wide>
          <span className="font-semibold">{payment.student_name}</span>
          <StudentContact payment={payment} />
        </Fact>
        <Fact label="Formation" wide>
          {payment.formation_title}
          <span className="block text-muted">Cours « {payment.course_title} »</span>
        </Fact>
        {payment.decided_at ? (
          <Fact label="Décision" wide>
            {payment.decided_by_name ?? 'Un administrateur'}, le {formatDateTime(payment.decided_at)}
          </Fact>
        ) : null}
      </dl>
      <PaymentHistory history={payment.history} />
    </section>
  )
}

/** Every change, oldest first, with who made it. */
function PaymentHistory({ history }: { history: AdminPayment['history'] }) {
  return (
    <section aria-labelledby="payment-history-title" className="space-y-2">
      <h3 id="payment-history-title" className="font-bold text-brand-950">
        Historique
      </h3>
      <ol className="space-y-2 border-l-2 border-line pl-4 text-sm">
        {history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`}>
            <p className="font-medium text-ink">{PAYMENT_EVENT_LABELS[entry.event]}</p>
            <p className="text-muted">
              {actorName(entry)} · {formatDateTime(entry.created_at)}
            </p>
            {entry.note ? <p className="break-words whitespace-pre-line text-ink">« {entry.note} »</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
