import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@tutorat/contracts'
import { Badge } from '../../ui/Badge.tsx'
import { STATUS_TONES } from './format.ts'

export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <Badge tone={STATUS_TONES[status]} {...(className ? { className } : {})}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  )
}
