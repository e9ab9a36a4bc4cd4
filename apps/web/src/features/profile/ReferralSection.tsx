import { couponValueText } from '@tutorat/contracts'
import { MessageCircle } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CopyButton } from '../payments/CopyButton.tsx'
import { ProfileSection } from './ProfileSection.tsx'

/** « Parrainage » (DESIGN §18): the student's own code, what it gives a friend, a WhatsApp message ready to send. */
export function ReferralSection() {
  const referral = trpc.coupons.myReferral.useQuery(undefined, { staleTime: 60_000 })
  const data = referral.data
  return (
    <ProfileSection
      id="parrainage"
      title="Parrainage"
      description={data ? `Partagez votre code : vos amis ont ${couponValueText(data.kind, data.value)} de remise sur leur inscription.` : 'Partagez votre code avec vos amis.'}
    >
      {referral.isPending ? <Skeleton className="h-20 w-full" /> : null}
      {referral.isError ? <Alert tone="error">Votre code de parrainage n’a pas pu être chargé. Réessayez plus tard.</Alert> : null}
      {data ? (
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <p className="min-w-0 flex-1 rounded-control border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-center font-mono text-lg font-bold tracking-wider break-all text-brand-950 select-all">
              {data.code}
            </p>
            <CopyButton value={data.code} what="le code de parrainage" done="Code copié" />
          </div>
          <a href={`https://wa.me/?text=${encodeURIComponent(data.share_text)}`} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            <MessageCircle className="size-4" aria-hidden="true" />
            Partager sur WhatsApp
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          <p className="text-sm text-muted">
            {data.friends_enrolled === 0 ? 'Aucun ami inscrit avec votre code pour l’instant.' : `${data.friends_enrolled} ami${data.friends_enrolled > 1 ? 's' : ''} inscrit${data.friends_enrolled > 1 ? 's' : ''} avec votre code.`}
          </p>
        </div>
      ) : null}
    </ProfileSection>
  )
}
