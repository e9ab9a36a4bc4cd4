import { zodResolver } from '@hookform/resolvers/zod'
import type { RouterOutputs } from '@tutorat/api'
import { importInput, LIMITS } from '@tutorat/contracts'
import { Download, FileSearch, FileUp } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { BackToStudents } from './BackLink.tsx'
import { GrantFields, registerGrantFields } from './GrantFields.tsx'
import { ImportLinesTable, previewLine, reportLine } from './import-lines.tsx'
import { readCsvFile } from './read-csv-file.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

const formSchema = importInput.omit({ csv: true })
type ImportValues = z.input<typeof formSchema>
type ImportResult = RouterOutputs['students']['import']
type Preview = RouterOutputs['students']['importPreview']
type ImportRequest = z.input<typeof importInput>

/** The server takes up to 1 MB of CSV text. */
const MAX_BYTES = 1_000_000

/** A file that opens cleanly in Excel (BOM) and shows the expected columns and level names. */
const TEMPLATE = '\uFEFFnom;email;téléphone;école;niveau\nAmina El Idrissi;amina@exemple.ma;+212600000001;ENSA Kénitra;Débutant\nYoussef Benali;youssef@exemple.ma;;FST Settat;S4\n'
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`

export function ImportStudentsPage() {
  useDocumentTitle('Importer des étudiants')
  const utils = trpc.useUtils()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  // what the preview read: the import sends exactly this, never a file changed since
  const [checked, setChecked] = useState<ImportRequest | null>(null)
  const preview = trpc.students.importPreview.useMutation()
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

  function startOver() {
    setChecked(null)
    preview.reset()
    importCsv.reset()
  }
  // another course, type or duration: the preview no longer says what the import would do
  useEffect(() => {
    const subscription = form.watch(startOver)
    return () => subscription.unsubscribe()
  }, [form])

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
      const request = { ...values, csv: await readCsvFile(file) }
      importCsv.reset()
      preview.mutate(request, { onSuccess: () => setChecked(request) })
    },
    () => setFileError(checkFile(file)),
  )
  const failure = preview.error ?? importCsv.error

  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader
        eyebrow={<BackToStudents />}
        title="Importer des étudiants"
        description="Un fichier CSV avec les colonnes nom, email, téléphone, école, niveau (en-têtes en français ou en anglais, séparés par des virgules ou des points-virgules). Vous vérifiez chaque ligne avant l’import."
        actions={
          <a href={TEMPLATE_HREF} download="modele-import-etudiants.csv" className={buttonClasses('secondary')}>
            <Download className="size-4" aria-hidden="true" />
            Télécharger le modèle CSV
          </a>
        }
      />
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          {failure ? <Alert tone="error">{serverMessage(failure, 'Erreur lors de l’import. Veuillez réessayer.')}</Alert> : null}
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
                startOver()
              }}
              className="block w-full cursor-pointer rounded-control border border-slate-500 bg-white text-sm text-ink file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-3 file:font-semibold file:text-brand-900"
            />
            {fileError ? (
              <p id={`${fileId}-error`} className="text-sm font-medium text-red-700">
                {fileError}
              </p>
            ) : (
              <p id={`${fileId}-hint`} className="text-sm text-muted">
                Niveaux acceptés : Débutant, Intermédiaire, Avancé (avec ou sans accents) ou un semestre (S1 à S10). Chaque ligne crée l’étudiant (ou retrouve son
                compte par l’email) et lui donne l’accès ci-dessous.
              </p>
            )}
          </div>
          <GrantFields
            fields={registerGrantFields((name) => form.register(name))}
            errors={{ course_id: errors.course_id?.message, access_type: errors.access_type?.message, duration_days: errors.duration_days?.message }}
          />
          <div className="flex justify-end">
            <Button type="submit" variant={checked ? 'secondary' : 'primary'} loading={preview.isPending}>
              <FileSearch className="size-4" aria-hidden="true" />
              {checked ? 'Vérifier à nouveau' : 'Vérifier le fichier'}
            </Button>
          </div>
        </form>
      </Card>
      {importCsv.data ? (
        <ImportReport result={importCsv.data} />
      ) : checked && preview.data ? (
        <PreviewSection preview={preview.data} pending={importCsv.isPending} onImport={() => importCsv.mutate(checked)} />
      ) : null}
    </div>
  )
}

const students = (n: number) => `${n} étudiant${n > 1 ? 's' : ''}`

function PreviewSection({ preview, pending, onImport }: { preview: Preview; pending: boolean; onImport: () => void }) {
  const importable = preview.new + preview.existing
  return (
    <TitledSection id="import-preview" title="Vérification du fichier" className="space-y-4">
      <Alert tone={preview.refused > 0 ? 'info' : 'success'}>
        {preview.new} nouveau{preview.new > 1 ? 'x' : ''}, {preview.existing} déjà inscrit{preview.existing > 1 ? 's' : ''}, {preview.refused} en erreur.{' '}
        {preview.refused > 0 ? 'Les lignes en erreur ne seront pas importées : corrigez le fichier puis vérifiez à nouveau. ' : ''}
        Rien n’est enregistré avant « Importer ».
      </Alert>
      <ImportLinesTable caption="Vérification ligne par ligne" lines={preview.rows.map(previewLine)} />
      <div className="flex justify-end">
        <Button onClick={onImport} loading={pending} disabled={importable === 0}>
          <FileUp className="size-4" aria-hidden="true" />
          Importer {students(importable)}
        </Button>
      </div>
    </TitledSection>
  )
}

function ImportReport({ result }: { result: ImportResult }) {
  const extended = result.rows.filter((row) => row.access === 'extended').length
  return (
    <TitledSection id="import-report" title="Résultat de l’import" className="space-y-4">
      <Alert tone={result.refused > 0 ? 'info' : 'success'}>
        {result.created} créé{result.created > 1 ? 's' : ''}, {result.existing} existai{result.existing > 1 ? 'ent' : 't'} déjà, {result.refused} refusé
        {result.refused > 1 ? 's' : ''}. {extended > 0 ? `${students(extended)} avai${extended > 1 ? 'ent' : 't'} déjà accès : accès prolongé.` : ''}
      </Alert>
      <ImportLinesTable caption="Résultat ligne par ligne" lines={result.rows.map(reportLine)} />
    </TitledSection>
  )
}
