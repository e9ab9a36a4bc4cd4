import { Link } from '@tanstack/react-router'
import { WithData } from '../../lib/data.tsx'
import { trpc } from '../../lib/trpc.ts'
import { frenchTypography } from '../../lib/typography.ts'
import { positiveId } from '../payments/ids.ts'

/** The formation a sign-up continues to: « S'inscrire » sent the visitor here with `redirect=/student/enrol/{id}`. */
export function formationOf(redirect: string | undefined): number | undefined {
  const id = redirect ? /^\/student\/enrol\/([^/?#]+)/.exec(redirect)?.[1] : undefined
  return id === undefined ? undefined : positiveId(id)
}

const afterAccount = 'vous recevrez ensuite la référence à indiquer sur votre virement, puis vous enverrez la preuve du virement depuis votre espace.'

/** Names the formation once known; until then (or if it is gone) « cette formation ». */
function FormationPath({ id }: { id: number }) {
  const formation = trpc.announcements.get.useQuery({ id }, { retry: false })
  const what = formation.data ? `« ${formation.data.title} »` : 'cette formation'
  return <>{frenchTypography(`Créez votre compte pour réserver votre place à ${what} : ${afterAccount}`)}</>
}

/**
 * Issue 29: the subtitle says the purchase path. Coming from a formation's « S'inscrire »: what
 * happens next for it. Otherwise: the account is free, and a formation is bought from its page
 * (account, « S'inscrire » and its transfer reference, then the proof).
 */
export function SignUpIntro({ redirect }: { redirect: string | undefined }) {
  const formationId = formationOf(redirect)
  if (formationId !== undefined) {
    return (
      <WithData fallback={frenchTypography(`Créez votre compte pour réserver votre place à cette formation : ${afterAccount}`)}>
        <FormationPath id={formationId} />
      </WithData>
    )
  }
  return (
    <>
      {frenchTypography('Gratuit. Pour suivre une formation : créez votre compte, choisissez-la dans')}{' '}
      <Link to="/courses" className="font-semibold text-brand-800 underline underline-offset-2">
        Nos Cours
      </Link>{' '}
      {frenchTypography(
        'et appuyez sur « S’inscrire » ; vous recevrez la référence à indiquer sur votre virement, puis vous enverrez la preuve du virement depuis votre espace. Un code d’accès donné par votre enseignant ajoute aussi un cours.',
      )}
    </>
  )
}
