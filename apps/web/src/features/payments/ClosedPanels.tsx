import { PAYMENT_MESSAGES } from '@tutorat/contracts'
import { Link } from '@tanstack/react-router'
import { GraduationCap } from 'lucide-react'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import type { Payment } from './format.ts'
import { ReopenRequest } from './RequestActions.tsx'

/** `expiree`: seven days went by without a proof; the student may start the clock again. */
export function ExpiredPanel({ payment }: { payment: Payment }) {
  return (
    <>
      <Alert tone="info" title="Demande expirée">
        {PAYMENT_MESSAGES.expiredReopen}
      </Alert>
      <ReopenRequest payment={payment} />
    </>
  )
}

/** `annulee`: nothing left to do here. */
export function CancelledPanel() {
  return (
    <>
      <Alert tone="info" title="Demande annulée">
        Cette demande n’attend plus de virement. Pour vous inscrire, choisissez de nouveau une formation.
      </Alert>
      <Link to="/courses" className={buttonClasses('secondary', 'md', 'self-start')}>
        <GraduationCap className="size-4" aria-hidden="true" />
        Voir les formations
      </Link>
    </>
  )
}
