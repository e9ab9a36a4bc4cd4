import { Copy, Download } from 'lucide-react'
import { toast } from 'sonner'
import { copyText } from '../../../lib/clipboard.ts'
import { saveBlob } from '../../../lib/download.ts'
import { SITE_NAME } from '../../../lib/brand.ts'
import { Alert } from '../../../ui/Alert.tsx'
import { Button } from '../../../ui/Button.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'

interface RecoveryCodesProps {
  codes: string[]
  onDone: () => void
}

const sheet = (codes: string[]) =>
  [`Codes de secours — ${SITE_NAME}`, 'Chacun permet une connexion sans téléphone, une seule fois.', '', ...codes, ''].join('\n')

/** Shown once, right after they are made: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const copy = async () => {
    if (await copyText(codes.join('\n'))) toast.success('Codes copiés.')
    else toast.error('Copie impossible : notez les codes ou téléchargez-les.')
  }
  const download = () => saveBlob(new Blob([sheet(codes)], { type: 'text/plain;charset=utf-8' }), 'codes-de-secours.txt')

  return (
    <TitledSection id="recovery-codes-title" title="Vos codes de secours" className="space-y-4">
      <Alert tone="info">
        Gardez-les en lieu sûr (gestionnaire de mots de passe, papier) : ils ne seront plus affichés. Chaque code permet une seule connexion si
        vous n’avez plus votre téléphone.
      </Alert>
      <ol aria-label="Codes de secours" className="grid grid-cols-2 gap-2 rounded-control border border-line bg-surface p-3 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" />
          Copier
        </Button>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Télécharger
        </Button>
        <Button className="w-full sm:ml-auto sm:w-auto" onClick={onDone}>
          J’ai enregistré mes codes
        </Button>
      </div>
    </TitledSection>
  )
}
