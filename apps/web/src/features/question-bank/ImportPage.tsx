import { useNavigate } from '@tanstack/react-router'
import { type BankImportOutput, EXAM_RULES, IMPORT_FORMATS } from '@tutorat/contracts'
import { FileText, Upload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { errorText } from '../../lib/error-message.ts'
import { isOneOf } from '../../lib/search-params.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { BackLink } from '../../ui/BackLink.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { FileButton } from '../../ui/FileButton.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { ImportErrors, ImportPreview } from './ImportPreview.tsx'
import { useImportQuestions } from './use-bank.ts'

type Format = (typeof IMPORT_FORMATS)[number]
const FORMAT_LABELS: Record<Format, string> = { gift: 'GIFT (Moodle)', aiken: 'Aiken', csv: 'CSV (modèle de la plateforme)' }
const FORMAT_HINTS: Record<Format, string> = {
  gift: 'Choix unique, choix multiples pondérés (~%50%), numérique avec tolérance ({#3.14:0.01})\u00a0; LaTeX avec accolades échappées (\\{ \\}).',
  aiken: 'Un énoncé, ses options A. B. C., puis «\u00a0ANSWER: B\u00a0».',
  csv: 'Le modèle de l’import CSV des concours\u00a0: type;enonce;a;b;…;reponse.',
}
const IMPORT_ERROR = 'Erreur lors de la lecture du fichier'
/** A `.gift` or `.csv` file says its format; a `.txt` may be GIFT or Aiken: the select stays as chosen. */
const formatOf = (name: string): Format | null => (/\.gift$/i.test(name) ? 'gift' : /\.csv$/i.test(name) ? 'csv' : null)

/** DESIGN §19: GIFT, Aiken or CSV pasted or chosen; read first (every error with its line), saved only when all is right. */
export function ImportPage() {
  useDocumentTitle('Importer des questions')
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const [format, setFormat] = useState<Format>('gift')
  const [text, setText] = useState('')
  const [result, setResult] = useState<BankImportOutput | null>(null)
  const read = useImportQuestions()
  const save = useImportQuestions()
  const edit = (next: string) => {
    setText(next)
    setResult(null)
  }
  const pick = async (file: File | undefined) => {
    if (!file) return
    const guessed = formatOf(file.name)
    if (guessed) setFormat(guessed)
    edit(await file.text())
  }
  const readText = () => read.mutate({ format, text, save: false }, { onSuccess: setResult })
  const saveAll = () =>
    save.mutate(
      { format, text, save: true },
      {
        onSuccess: async (saved) => {
          setResult(saved)
          if (!saved.ok) return
          toast.success(saved.message)
          await utils.questionBank.list.invalidate()
          await navigate({ to: '/admin/questions' })
        },
      },
    )
  const failure = read.error ?? save.error
  // on a phone the answer lands under the fold: brought into view as soon as it is there
  const answer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (result) answer.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [result])

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-24">
      <PageHeader
        eyebrow={<BackLink to="/admin/questions" look="text">Banque de questions</BackLink>}
        title="Importer des questions"
        description="Collez le texte ou choisissez le fichier : les questions sont lues et montrées avant d’être enregistrées. Une seule erreur, et rien n’est enregistré."
      />
      <Card className="space-y-4 p-5 sm:p-6">
        <Select label="Format" value={format} hint={FORMAT_HINTS[format]} onChange={(event) => {
            if (isOneOf(IMPORT_FORMATS, event.target.value)) setFormat(event.target.value)
            setResult(null)
          }}>
          {IMPORT_FORMATS.map((value) => (
            <option key={value} value={value}>
              {FORMAT_LABELS[value]}
            </option>
          ))}
        </Select>
        <Textarea label="Texte à importer" rows={10} value={text} maxLength={EXAM_RULES.importMaxChars} onChange={(event) => edit(event.target.value)} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FileButton label="Choisir un fichier" Icon={FileText} size="md" accept=".gift,.txt,.csv,text/plain,text/csv" onChange={(event) => void pick(event.target.files?.[0])} />
          <Button onClick={readText} loading={read.isPending} disabled={!text.trim()}>
            Lire les questions
          </Button>
        </div>
      </Card>
      {failure ? <Alert tone="error">{errorText(failure, IMPORT_ERROR)}</Alert> : null}
      <div ref={answer} className="scroll-mt-20" />
      {result && !result.ok ? <ImportErrors result={result} /> : null}
      {result?.ok ? (
        <>
          <ImportPreview result={result} />
          <div className="sticky bottom-0 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
            <Button className="w-full sm:w-auto" onClick={saveAll} loading={save.isPending} disabled={result.questions.length === 0}>
              <Upload className="size-4" aria-hidden="true" />
              {result.questions.length === 1 ? 'Importer 1 question dans la banque' : `Importer ${result.questions.length} questions dans la banque`}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  )
}
