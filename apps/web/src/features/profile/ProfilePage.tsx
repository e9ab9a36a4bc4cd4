import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { GoogleAccountCard } from '../drive/GoogleAccountCard.tsx'
import { PreferencesSection } from '../notifications/PreferencesForm.tsx'
import { DevicesSection } from './DevicesSection.tsx'
import { EmailSection } from './EmailSection.tsx'
import { InfoSection } from './InfoSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { ReferralSection } from './ReferralSection.tsx'

/** /student/profile (issue 29): the student's own account, one section after the other, in the thumb's order. */
export function ProfilePage() {
  useDocumentTitle('Mon profil')
  const profile = trpc.student.profile.useQuery()
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Mon profil" description="Vos informations, votre adresse, votre mot de passe, vos appareils et vos notifications." />
      {profile.isPending ? (
        <Skeleton className="h-96 w-full rounded-card" />
      ) : profile.isError ? (
        <ErrorState title="Impossible de charger votre profil." onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <>
          <InfoSection profile={profile.data} />
          <EmailSection profile={profile.data} />
          <PasswordSection hasPassword={profile.data.has_password} />
          <GoogleAccountCard />
          <ReferralSection />
          <DevicesSection />
          <PreferencesSection email={profile.data.email} />
        </>
      )}
    </div>
  )
}
