import type { DriveAudit } from '@tutorat/contracts'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'

const AUDIT_FAILED = 'Le partage n’a pas pu être vérifié.'
const TYPE_LABEL = { anyone: 'Tous les internautes', domain: 'Domaine', group: 'Groupe', user: 'Personne' } as const

/** DESIGN §16 « Vérifier le partage » / « Corriger »: the paid files shared beyond the granted students. */
export function SharingAudit() {
  const utils = trpc.useUtils()
  const refresh = () => utils.drive.status.invalidate()
  const audit = trpc.drive.audit.useMutation({ onSuccess: refresh })
  const fix = trpc.drive.fixSharing.useMutation({
    onSuccess: async (result) => {
      toast.success(result.message)
      await refresh()
    },
  })
  const result: DriveAudit | undefined = fix.data ?? audit.data
  const error = audit.error ?? fix.error

  return (
    <div className="space-y-3 border-t border-line pt-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={audit.isPending} onClick={() => audit.mutate()}>
          Vérifier le partage
        </Button>
        {result && result.findings.length > 0 ? (
          <Button variant="danger" loading={fix.isPending} onClick={() => fix.mutate()}>
            Corriger
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="error">{errorMessage(error, AUDIT_FAILED)}</Alert> : null}
      {result ? (
        <div className="space-y-2 text-sm">
          <p role="status" className="font-semibold text-brand-950">
            {result.message}
          </p>
          {result.findings.length > 0 ? (
            <ul aria-label="Partages en trop" className="divide-y divide-line rounded-control border border-line">
              {result.findings.map((f) => (
                <li key={`${f.file_id}-${f.permission_id}`} className="p-2">
                  <span className="font-medium">{f.course_title} › {f.video_title}</span> — {TYPE_LABEL[f.type]}
                  {f.target ? ` ${f.target}` : ''} ({f.role})
                </li>
              ))}
            </ul>
          ) : null}
          {result.errors.map((e) => (
            <p key={e.file_id} className="text-red-700">
              {e.video_title} : {e.error}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
