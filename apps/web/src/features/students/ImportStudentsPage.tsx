import { zodResolver } from '@hookform/resolvers/zod'
import type { RouterOutputs } from '@tutorat/api'
import { importInput, LIMITS } from '@tutorat/contracts'
import { Download, FileUp } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { BackToStudents } from './BackLink.tsx'
import { GrantFields, registerGrantFields } from './GrantFields.tsx'

const formSchema = importInput.omit({ csv: true })
type ImportValues = z.input<typeof formSchema>
type ImportResult = RouterOutputs['students']['import']
type RowStatus = ImportResult['rows'][number]['status']

/** The server takes up to 1 MB of CSV text. */
const MAX_BYTES = 1_000_000

/** A file that opens cleanly in Excel (BOM) and shows the expected columns and level names. */
const TEMPLATE = '\uFEFFname,email,phone,level\nAmina El Idrissi,amina@exemple.ma,+212600000001,Débutant\nYoussef Benali,youssef@exemple.ma,,Intermédiaire\n'
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`

export const ROW_STATUS: Record<RowStatus, { label: string; tone: BadgeTone }> = {
  created: { label: 'Créé', tone: 'success' },
  existing: { label: 'Existait déjà', tone: 'brand' },
  refused: { label: 'Refusé', tone: 'danger' },
}

export function ImportStudentsPage() {
  useDocumentTitle('Importer des étudiants')
  const utils = trpc.useUtils()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  const importCsv = trpc.students.import.useMutation({
    onSuccess: () => {
      void utils.students.list.invalidate()
      void utils.accesses.list.invalidate()
    },
  })
  const form = useForm<ImportValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { course_id: '', access_type: 'standard', duration_days: LIMITS.defaultAccessDurationDays },
  })
  const { errors } = form.formState

  const checkFile = (chosen: File | null): string | undefined => {
    if (!chosen) return 'Choisissez un fichier CSV.'
    if (chosen.size > MAX_BYTES) return 'Fichier CSV trop volumineux (1 Mo au maximum)'
    return undefined
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      const problem = checkFile(file)
      setFileError(problem)
      if (problem || !file) return
      importCsv.mutate({ ...values, csv: await file.text() })
    },
    () => setFileError(checkFile(file)),
  )

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        eyebrow={<BackToStudents />}
        title="Importer des étudiants"
        description="Un fichier CSV avec les colonnes name, email, phone, level (séparées par des virgules ou des points-virgules)."
        actions={
          <a href={TEMPLATE_HREF} download="modele-import-etudiants.csv" className={buttonClasses('secondary')}>
            <Download className="size-4" aria-hidden="true" />
            Télécharger le modèle CSV
          </a>
        }
      />
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          {importCsv.error ? <Alert tone="error">{serverMessage(importCsv.error, 'Erreur lors de l’import. Veuillez réessayer.')}</Alert> : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-ink">
              Fichier CSV
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null
                setFile(chosen)
                setFileError(chosen ? checkFile(chosen) : undefined)
                importCsv.reset()
              }}
              className="block w-full cursor-pointer rounded-control border border-slate-500 bg-white text-sm text-ink file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-3 file:font-semibold file:text-brand-900"
            />
            {fileError ? (
              <p id={`${fileId}-error`} className="text-sm font-medium text-red-700">
                {fileError}
              </p>
            ) : (
              <p id={`${fileId}-hint`} className="text-sm text-muted">
                Chaque ligne crée l’étudiant (ou retrouve son compte par l’email) et lui donne l’accès ci-dessous.
              </p>
            )}
          </div>
          <GrantFields
            fields={registerGrantFields((name) => form.register(name))}
            errors={{ course_id: errors.course_id?.message, access_type: errors.access_type?.message, duration_days: errors.duration_days?.message }}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={importCsv.isPending}>
              <FileUp className="size-4" aria-hidden="true" />
              Importer
            </Button>
          </div>
        </form>
      </Card>
      {importCsv.data ? <ImportReport result={importCsv.data} /> : null}
    </div>
  )
}

function ImportReport({ result }: { result: ImportResult }) {
  return (
    <section aria-labelledby="import-report" className="space-y-4">
      <h2 id="import-report" className="text-lg font-bold text-brand-950">
        Résultat de l’import
      </h2>
      <Alert tone={result.refused > 0 ? 'info' : 'success'}>
        {result.created} créé{result.created > 1 ? 's' : ''}, {result.existing} existai{result.existing > 1 ? 'ent' : 't'} déjà, {result.refused} refusé
        {result.refused > 1 ? 's' : ''}.
      </Alert>
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Résultat ligne par ligne</caption>
          <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Ligne</th>
              <th scope="col" className="px-4 py-3 font-semibold">Email</th>
              <th scope="col" className="px-4 py-3 font-semibold">Résultat</th>
              <th scope="col" className="px-4 py-3 font-semibold">Raison</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {result.rows.map((row) => (
              <tr key={row.line}>
                <td className="px-4 py-2.5 tabular-nums">{row.line}</td>
                <td className="px-4 py-2.5 break-all">{row.email || '-'}</td>
                <td className="px-4 py-2.5">
                  <Badge tone={ROW_STATUS[row.status].tone}>{ROW_STATUS[row.status].label}</Badge>
                </td>
                <td className="px-4 py-2.5 text-muted">{row.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  )
}
