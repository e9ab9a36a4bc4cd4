import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, Copy, Landmark, QrCode } from 'lucide-react'
import { useEffect, useState } from 'react'
import { copyText } from '../../lib/clipboard.ts'
import { useSiteSettingsQuery } from '../../lib/site.ts'
import { frenchTypography } from '../../lib/typography.ts'
import { Card } from '../../ui/Card.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'

/** Drawn by the server from the same bank details as the text beside it. */
export const PAYMENT_QR_URL = '/api/site/payment-qr.svg'

function CopyableLine({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  useEffect(() => {
    if (copied === null) return
    const timer = window.setTimeout(() => setCopied(null), 2500)
    return () => window.clearTimeout(timer)
  }, [copied])

  return (
    <div className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-2 sm:justify-end">
        <span className="font-mono text-base font-semibold break-all text-brand-950 select-all">{value}</span>
        <button
          type="button"
          onClick={() => void copyText(value).then(setCopied)}
          className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-control text-brand-800 hover:bg-brand-50"
          aria-label={`Copier le ${label}`}
        >
          {copied ? <Check className="size-4 text-emerald-700" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        </button>
        <span role="status" className="sr-only">
          {copied === true ? `${label} copié` : copied === false ? 'Copie impossible : sélectionnez le texte' : ''}
        </span>
      </dd>
    </div>
  )
}

/**
 * Issue 29: a transfer without the request's reference cannot be matched to a student, so the
 * bank details send the visitor into « S’inscrire » first; WhatsApp stays for questions.
 */
function PayThroughEnrolment() {
  return (
    <div className="mt-4 space-y-2 rounded-control bg-accent-50 p-3 text-sm text-accent-900">
      <p>
        {frenchTypography(
          'Avant de payer, appuyez sur « S’inscrire » sur la page de votre formation : vous recevez la référence à écrire dans le motif du virement. Envoyez ensuite la preuve dans « Mes paiements » : votre accès est ouvert dès sa validation.',
        )}
      </p>
      <Link to="/courses" className="inline-flex items-center gap-1 rounded-sm font-semibold underline underline-offset-2 hover:text-accent-800">
        Choisir une formation
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  )
}

/** SPEC §2: the account with its QR code, and RIB / IBAN / SWIFT as text that can be copied. */
export function PaymentInfo() {
  const settings = useSiteSettingsQuery()
  const [qrMissing, setQrMissing] = useState(false)
  if (settings.isError) {
    return <ErrorState title="Les coordonnées de paiement n’ont pas pu être chargées." onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
  }
  if (!settings.data) return <Skeleton className="h-[30rem] w-full rounded-card" />
  const { bank } = settings.data

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <h3 className="flex items-center gap-2 text-lg font-bold text-brand-950">
          <QrCode className="size-5 text-brand-700" aria-hidden="true" />
          Compte bancaire
        </h3>
        {qrMissing ? null : (
          <img
            src={PAYMENT_QR_URL}
            alt="QR code des coordonnées bancaires"
            width={200}
            height={200}
            loading="lazy"
            decoding="async"
            onError={() => setQrMissing(true)}
            className="size-48 rounded-control border border-line bg-white p-2"
          />
        )}
        <p>
          <span className="block font-bold text-brand-950">{bank.account_holder}</span>
          <span className="text-muted">{bank.bank_name}</span>
        </p>
        <p className="text-sm text-muted">Scannez le code avec l’application de votre banque pour retrouver nos coordonnées.</p>
      </Card>

      <Card className="p-6">
        <h3 className="mb-2 flex items-center gap-2 text-lg font-bold text-brand-950">
          <Landmark className="size-5 text-brand-700" aria-hidden="true" />
          Coordonnées bancaires
        </h3>
        <dl>
          <CopyableLine label="Titulaire" value={bank.account_holder} />
          <CopyableLine label="RIB" value={bank.rib} />
          <CopyableLine label="IBAN" value={bank.iban} />
          <CopyableLine label="SWIFT" value={bank.swift} />
        </dl>
        <PayThroughEnrolment />
      </Card>
    </div>
  )
}
