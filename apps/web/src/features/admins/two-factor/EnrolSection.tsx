import { zodResolver } from '@hookform/resolvers/zod'
import { twoFactorConfirmInput } from '@tutorat/contracts'
import { Copy, QrCode } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { copyText } from '../../../lib/clipboard.ts'
import { saveAdminSession } from '../../../lib/session.ts'
import { trpc } from '../../../lib/trpc.ts'
import { Alert } from '../../../ui/Alert.tsx'
import { Button } from '../../../ui/Button.tsx'
import { useCurrentAdmin } from '../../admin/use-admin-session.ts'
import { errorMessage } from '../../courses/feedback.ts'
import { CodeField } from './code-field.tsx'

const START_ERROR = 'Impossible de préparer la double authentification.'
const CONFIRM_ERROR = 'Impossible d’activer la double authentification.'

/** Groups of four, as authenticator apps show them: easier to type by hand. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim()

interface EnrolSectionProps {
  onEnabled: (recoveryCodes: string[]) => void
}

/** Step 1: a QR code and the same key by hand; step 2: the app's first code turns it on. */
export function EnrolSection({ onEnabled }: EnrolSectionProps) {
  const start = trpc.twoFactor.start.useMutation()
  const { admin } = useCurrentAdmin()
  const confirm = trpc.twoFactor.confirm.useMutation({
    onSuccess: ({ access_token, recovery_codes }) => {
      // turning it on ended every session of the account, this one's token included (DESIGN §15)
      saveAdminSession(access_token, admin)
      onEnabled(recovery_codes)
    },
  })
  const form = useForm<z.input<typeof twoFactorConfirmInput>, unknown, z.output<typeof twoFactorConfirmInput>>({
    resolver: zodResolver(twoFactorConfirmInput),
    defaultValues: { code: '' },
  })
  const setup = start.data
  const onSubmit = form.handleSubmit((values) => confirm.mutate(values))

  if (!setup) {
    return (
      <div className="space-y-4">
        {start.error ? <Alert tone="error">{errorMessage(start.error, START_ERROR)}</Alert> : null}
        <p className="text-sm text-muted">
          À chaque connexion, en plus de votre mot de passe, un code à 6 chiffres de votre téléphone (Google Authenticator, Microsoft
          Authenticator, 2FAS, 1Password…) sera demandé.
        </p>
        <Button onClick={() => start.mutate()} loading={start.isPending} className="w-full sm:w-auto">
          <QrCode className="size-4" aria-hidden="true" />
          Activer la double authentification
        </Button>
      </div>
    )
  }

  const copyKey = async () => {
    if (await copyText(setup.manual_key)) toast.success('Clé copiée.')
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        <li>Dans votre application d’authentification, ajoutez un compte en scannant ce QR code.</li>
        <li>Saisissez ci-dessous le code à 6 chiffres qu’elle affiche.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt="QR code à scanner avec votre application d’authentification"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-control border border-line bg-white p-2"
        />
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm text-muted">Impossible de scanner ? Saisissez cette clé dans l’application :</p>
          <p className="flex items-center gap-2">
            <code data-testid="two-factor-manual-key" aria-label="Clé à saisir" className="min-w-0 rounded-sm bg-surface px-2 py-1 font-mono text-sm break-all">
              {grouped(setup.manual_key)}
            </code>
            <Button variant="ghost" size="icon" onClick={copyKey} aria-label="Copier la clé">
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {confirm.error ? <Alert tone="error">{errorMessage(confirm.error, CONFIRM_ERROR)}</Alert> : null}
        <CodeField error={form.formState.errors.code?.message} {...form.register('code')} />
        <Button type="submit" loading={confirm.isPending} className="w-full sm:w-auto">
          Confirmer et activer
        </Button>
      </form>
    </div>
  )
}
