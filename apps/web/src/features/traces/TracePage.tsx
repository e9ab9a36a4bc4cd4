import { normalizePlayCode, PLAY_MESSAGES, PLAY_RULES, type PlayTrace } from '@tutorat/contracts'
import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { formatDateTime } from '../../lib/dates.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { deviceName } from '../../ui/DeviceSummary.tsx'

/** « Retrouver une fuite » (DESIGN §16): the code read on a leaked screenshot leads to the play. */
export function TracePage() {
  useDocumentTitle('Retrouver une fuite')
  const [typed, setTyped] = useState('')
  const [code, setCode] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const trace = trpc.plays.trace.useQuery({ code: code ?? '' }, { enabled: code !== null, retry: false })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const normalized = normalizePlayCode(typed)
    setInvalid(normalized.length !== PLAY_RULES.codeLength)
    if (normalized.length === PLAY_RULES.codeLength) setCode(normalized)
  }

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader
        title="Retrouver une fuite"
        description="Chaque lecture d’une vidéo affiche un code en filigrane. Saisissez le code lu sur une capture ou une vidéo diffusée : vous verrez quel étudiant la regardait, quand et depuis quel appareil."
      />
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <TextField
          label="Code lu sur la vidéo"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={invalid ? PLAY_MESSAGES.invalidCode : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="sm:flex-1"
        />
        <Button type="submit" loading={trace.isFetching}>
          <Search className="size-4" aria-hidden="true" />
          Rechercher
        </Button>
      </form>
      {trace.isError ? <Alert tone="error">{serverMessage(trace.error, 'Recherche impossible. Réessayez.')}</Alert> : null}
      {trace.data ? <TraceResult trace={trace.data} /> : null}
    </div>
  )
}

function TraceResult({ trace }: { trace: PlayTrace }) {
  const rows: [string, string][] = [
    ['Étudiant', `${trace.student.name} (${trace.student.email})`],
    ['Vidéo', trace.video.title],
    ['Cours', trace.video.course_title],
    ['Début de la lecture', formatDateTime(trace.started_at)],
    ['Dernier signe', formatDateTime(trace.last_seen_at)],
    ['Appareil', deviceName(trace.user_agent)],
    ['Adresse IP', trace.ip ?? 'Inconnue'],
  ]
  return (
    <Card className="p-4" aria-labelledby="trace-title">
      <h2 id="trace-title" className="mb-3 text-lg font-bold text-brand-950">
        Lecture {trace.code}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {trace.user_agent ? <p className="mt-3 text-xs break-all text-muted">{trace.user_agent}</p> : null}
    </Card>
  )
}
