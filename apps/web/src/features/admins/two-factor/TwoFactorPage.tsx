import { TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../../lib/trpc.ts'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { Alert } from '../../../ui/Alert.tsx'
import { Badge } from '../../../ui/Badge.tsx'
import { Card } from '../../../ui/Card.tsx'
import { ErrorState } from '../../../ui/ErrorState.tsx'
import { PageHeader } from '../../../ui/PageHeader.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { EnabledSection } from './EnabledSection.tsx'
import { EnrolSection } from './EnrolSection.tsx'
import { RecoveryCodes } from './RecoveryCodes.tsx'

/** « Mon profil › Double authentification »: turn it on, see the recovery codes once, manage it. */
export function TwoFactorPage() {
  useDocumentTitle('Double authentification')
  const utils = trpc.useUtils()
  const status = trpc.twoFactor.status.useQuery()
  // recovery codes just made: shown until the admin says they are saved
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null)

  const showCodes = async (codes: string[]) => {
    setFreshCodes(codes)
    await utils.twoFactor.status.invalidate()
  }
  const onEnabled = async (codes: string[]) => {
    toast.success(TWO_FACTOR_MESSAGES.enabled)
    await showCodes(codes)
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Double authentification"
        description="Un code de votre téléphone en plus du mot de passe : votre compte reste protégé même si le mot de passe fuite."
      />
      {status.data?.required ? <Alert tone="error">{TWO_FACTOR_MESSAGES.setupRequired}</Alert> : null}
      <Card className="space-y-5 p-4 sm:p-6">
        {status.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : status.isError ? (
          <ErrorState title="Impossible de lire l’état de la double authentification." onRetry={() => void status.refetch()} />
        ) : (
          <>
            <div className="flex items-center gap-2">
              {status.data.enabled ? <ShieldCheck className="size-5 text-emerald-700" aria-hidden="true" /> : <ShieldOff className="size-5 text-muted" aria-hidden="true" />}
              <span className="font-semibold text-brand-950">État :</span>
              <Badge tone={status.data.enabled ? 'success' : 'neutral'}>{status.data.enabled ? 'Activée' : 'Désactivée'}</Badge>
            </div>
            {freshCodes ? (
              <RecoveryCodes codes={freshCodes} onDone={() => setFreshCodes(null)} />
            ) : status.data.enabled ? (
              <EnabledSection status={status.data} onNewCodes={showCodes} />
            ) : (
              <EnrolSection onEnabled={onEnabled} />
            )}
          </>
        )}
      </Card>
    </div>
  )
}
