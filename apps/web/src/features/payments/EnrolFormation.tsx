import { Link } from '@tanstack/react-router'
import { ACCESS_TYPE_SHORT, PAYMENT_MESSAGES, type PaymentQuote } from '@tutorat/contracts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { accessLength } from './access-length.ts'
import { moroccoDate } from './format.ts'

/** « Vous avez déjà accès jusqu’au … ; ce paiement prolongera … » (DESIGN §18). */
function runningAccessText(access: NonNullable<PaymentQuote['running_access']>) {
  if (access.expires_at === null) return 'Vous avez déjà un accès illimité à ce cours.'
  const until = `Vous avez déjà accès jusqu’au ${moroccoDate(access.expires_at)}`
  return access.extended_until ? `${until} ; ce paiement prolongera votre accès jusqu’au ${moroccoDate(access.extended_until)}.` : `${until} ; ce paiement prolongera votre accès.`
}

/** What is bought: the formation, its course and access, what the student already has. */
export function EnrolFormation({ quote }: { quote: PaymentQuote }) {
  return (
    <>
      <Card className="space-y-1 p-5">
        <p className="text-sm font-semibold text-muted">Vous vous inscrivez à</p>
        <h2 className="text-lg font-bold break-words text-brand-950">{quote.formation_title}</h2>
        <p className="text-sm text-ink">
          Cours : {quote.course_title} · Accès {ACCESS_TYPE_SHORT[quote.access_type].toLowerCase()} · {accessLength(quote.duration_days)}
        </p>
      </Card>
      {quote.running_access ? <Alert tone="info">{runningAccessText(quote.running_access)}</Alert> : null}
      {quote.open_payment_id !== null ? (
        <Alert tone="info" title={PAYMENT_MESSAGES.requestExisting}>
          <Link to="/student/payments/$id" params={{ id: String(quote.open_payment_id) }} className={buttonClasses('secondary', 'sm', 'mt-2')}>
            Voir ma demande
          </Link>
        </Alert>
      ) : null}
    </>
  )
}
