import type { PaymentQuote } from '@tutorat/contracts'
import { Tag, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { controlClasses } from '../../ui/Field.tsx'

const ALREADY_APPLIED = 'Ce code est déjà appliqué.'

interface EnrolCouponProps {
  quote: PaymentQuote | undefined
  /** the code sent with the summary, if any */
  applied: string | undefined
  pending: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/**
 * « Code promo »: applied by the server's summary (which says why not, inline, and keeps the
 * price); an applied code shows as a chip that « Retirer » takes off.
 */
export function EnrolCoupon({ quote, applied, pending, onApply, onRemove }: EnrolCouponProps) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [local, setLocal] = useState<string>()
  const serverError = applied !== undefined && !pending ? (quote?.coupon_error ?? undefined) : undefined
  const error = local ?? serverError

  function submit(event: FormEvent) {
    event.preventDefault()
    const code = typed.trim()
    if (!code) return
    if (quote?.coupon && quote.coupon.code.toLowerCase() === code.toLowerCase()) return setLocal(ALREADY_APPLIED)
    setLocal(undefined)
    onApply(code)
  }

  if (quote?.coupon) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Tag className="size-4" aria-hidden="true" />
          Code {quote.coupon.code} appliqué{quote.coupon.referral ? ' (parrainage)' : ''}
        </p>
        <Button variant="ghost" size="sm" onClick={() => (setTyped(''), onRemove())} aria-label={`Retirer le code ${quote.coupon.code}`}>
          <X className="size-4" aria-hidden="true" />
          Retirer
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={submit} className="space-y-1.5" noValidate>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Code promo <span className="font-normal text-muted">(facultatif)</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(event) => (setTyped(event.target.value), setLocal(undefined))}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClasses(Boolean(error), 'h-11 min-w-0 flex-1 uppercase placeholder:normal-case')}
          placeholder="Ex. RENTREE10"
        />
        <Button type="submit" variant="secondary" loading={pending} disabled={!typed.trim()}>
          Appliquer
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  )
}
