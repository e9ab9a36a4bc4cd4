import { Landmark } from 'lucide-react'
import { useState } from 'react'
import { useSiteSettingsQuery } from '../../lib/site.ts'
import { Card } from '../../ui/Card.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { PAYMENT_QR_URL } from '../home/PaymentInfo.tsx'
import { CopyButton } from './CopyButton.tsx'

const NO_DETAILS = 'Nos coordonnées bancaires ne sont pas encore en ligne : demandez-les-nous sur WhatsApp.'

type Line = { label: string; value: string; what: string; done: string }

/** Where to send the transfer: the site's account (server settings), each line copyable, and its QR. */
export function BankDetails() {
  const settings = useSiteSettingsQuery()
  const [qrMissing, setQrMissing] = useState(false)
  if (settings.isError) {
    return <ErrorState title="Les coordonnées bancaires n’ont pas pu être chargées." onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
  }
  if (!settings.data) return <Skeleton className="h-72 w-full rounded-card" />
  const { bank } = settings.data
  const lines: Line[] = [
    { label: 'Titulaire', value: bank.account_holder, what: 'le titulaire', done: 'Titulaire copié' },
    { label: 'Banque', value: bank.bank_name, what: 'la banque', done: 'Banque copiée' },
    { label: 'RIB', value: bank.rib, what: 'le RIB', done: 'RIB copié' },
    { label: 'IBAN', value: bank.iban, what: 'l’IBAN', done: 'IBAN copié' },
    { label: 'SWIFT', value: bank.swift, what: 'le SWIFT', done: 'SWIFT copié' },
  ].filter((line) => line.value.trim() !== '')

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-brand-950">
        <Landmark className="size-5 text-brand-700" aria-hidden="true" />
        Coordonnées bancaires
      </h2>
      <div className="mt-3 flex flex-col gap-5 sm:flex-row-reverse sm:items-start">
        {qrMissing ? null : (
          <img
            src={PAYMENT_QR_URL}
            alt="QR code des coordonnées bancaires, à scanner avec l’application de votre banque"
            width={160}
            height={160}
            onError={() => setQrMissing(true)}
            className="size-40 self-center rounded-control border border-line bg-white p-2 sm:self-start"
          />
        )}
        {lines.length === 0 ? <p className="flex-1 text-sm text-muted">{NO_DETAILS}</p> : null}
        <dl className="min-w-0 flex-1">
          {lines.map((line) => (
            <div key={line.label} className="border-b border-line py-2 last:border-b-0">
              <dt className="text-sm text-muted">{line.label}</dt>
              <dd className="flex items-center justify-between gap-3">
                <span className="min-w-0 font-mono font-semibold break-all text-brand-950 select-all">{line.value}</span>
                <CopyButton value={line.value} what={line.what} done={line.done} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  )
}
