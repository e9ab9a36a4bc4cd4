import { csvImportInput, type QuestionInput } from '@tutorat/contracts'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { plural } from '../courses/format.ts'
import { FileButton } from '../../ui/FileButton.tsx'
import { useImportCsv } from './use-exams.ts'

const READ_ERROR = 'Erreur lors de la lecture du CSV'
const EXAMPLE = `type;enonce;a;b;c;d;reponse;points;explication;tolerance
choix;Combien vaut $2^{10}$ ?;512;1024;2048;;B;1;$2^{10} = 1024$;
multiple;Quels nombres sont premiers ?;2;9;11;15;A,C;2;;
numerique;Valeur de $\\pi$ à $10^{-2}$ près ?;;;;;3,14;1;;0,01`

interface CsvImportDialogProps {
  onClose: () => void
  /** the questions read, added at the end of the editor's list (saved with it) */
  onAppend: (questions: QuestionInput[]) => void
}

/** « Importer un CSV »: a series pasted or picked, read by the server, then added to the list. */
export function CsvImportDialog({ onClose, onAppend }: CsvImportDialogProps) {
  const [csv, setCsv] = useState('')
  const [tooLong, setTooLong] = useState<string | undefined>()
  const read = useImportCsv()
  const questions = read.data?.questions

  function change(text: string) {
    setCsv(text)
    setTooLong(undefined)
    read.reset()
  }

  function submit() {
    const checked = csvImportInput.safeParse({ csv })
    if (!checked.success) return setTooLong(checked.error.issues[0]?.message)
    read.mutate(checked.data)
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title="Importer des questions depuis un CSV"
      description="Collez la série ou choisissez un fichier .csv : les questions lues s’ajoutent à la fin de la liste, à enregistrer ensuite."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          {questions ? (
            <Button
              disabled={questions.length === 0}
              onClick={() => {
                onAppend(questions)
                onClose()
              }}
            >
              Ajouter à la liste ({plural(questions.length, 'question')})
            </Button>
          ) : (
            <Button onClick={submit} loading={read.isPending} disabled={csv.trim() === ''}>
              Lire le CSV
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <CsvFilePicker onText={change} />
        <Textarea
          label="Contenu du CSV"
          rows={8}
          spellCheck={false}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          value={csv}
          error={tooLong}
          onChange={(event) => change(event.target.value)}
          placeholder="Collez ici la série, la première ligne nommant les colonnes."
        />
        {read.error ? <Alert tone="error">{errorMessage(read.error, READ_ERROR)}</Alert> : null}
        {questions ? (
          <Alert tone="success">
            {questions.length === 0 ? 'Aucune question dans ce CSV.' : `${plural(questions.length, 'question lue', 'questions lues')} : vérifiez-les dans l’éditeur après l’ajout.`}
          </Alert>
        ) : null}
        <FormatHelp />
      </div>
    </Dialog>
  )
}

/** A .csv read as text into the box (the server reads it, not the browser). */
function CsvFilePicker({ onText }: { onText: (text: string) => void }) {
  return (
    <FileButton
      Icon={FileText}
      label="Choisir un fichier .csv"
      accept=".csv,.txt,text/csv,text/plain"
      onChange={async (event) => {
        const file = event.target.files?.[0]
        event.target.value = ''
        if (file) onText(await file.text())
      }}
    />
  )
}

function FormatHelp() {
  return (
    <details className="rounded-control border border-line bg-slate-50 p-3 text-sm" open>
      <summary className="cursor-pointer font-semibold text-brand-900">Le format attendu</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        <li>
          Première ligne : les colonnes <code className="break-all">type;enonce;a;b;c;d;reponse;points;explication;tolerance</code> (séparateur « ; » ou « , », options jusqu’à <code>h</code>).
        </li>
        <li>
          <code>type</code> : <code>choix</code> (une bonne réponse), <code>multiple</code> (plusieurs) ou <code>numerique</code>.
        </li>
        <li>
          <code>reponse</code> : la lettre de la bonne option (<code>B</code>), les lettres séparées par des virgules (<code>A,C</code>) ou, pour une question numérique, le nombre (<code>3,14</code>) ; <code>tolerance</code> : l’écart accepté.
        </li>
        <li>
          <code>points</code> (1 par défaut), <code>explication</code> et <code>tolerance</code> sont facultatifs. Markdown et LaTeX (<code>$x^2$</code>, <code>$$\int_0^1 f$$</code>) sont acceptés partout.
        </li>
      </ul>
      <pre tabIndex={0} aria-label="Exemple de série" className="mt-2 overflow-x-auto rounded bg-white p-2 text-xs focus-visible:outline-2 focus-visible:outline-brand-500">
        {EXAMPLE}
      </pre>
    </details>
  )
}
