import { ListOrdered, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { errorText } from '../../lib/error-message.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { BackLink } from '../../ui/BackLink.tsx'
import { type DataColumn, DataList } from '../../ui/DataList.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Select } from '../../ui/Select.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { ListError } from '../admin/ListError.tsx'
import { plural } from '../courses/format.ts'
import { formatNumber } from '../exams/paper-format.ts'
import { SERIES_ERROR, STANDINGS_ERROR, STANDINGS_PAGE_SIZE, useCreateSeries, useSeriesList, useSeriesStandings } from './use-series.ts'

type Standings = NonNullable<ReturnType<typeof useSeriesStandings>['data']>
type Standing = Standings['rows'][number]

/** « 31,5 / 40 »: the series holds `exams` concours, each over 20. */
const totalOver = (total: number, exams: number) => (exams > 0 ? `${formatNumber(total)} / ${formatNumber(exams * 20)}` : formatNumber(total))

function standingColumns(examCount: number): DataColumn<Standing>[] {
  return [
    { id: 'rank', header: 'Rang', card: 'aside', className: 'w-16 whitespace-nowrap tabular-nums', cell: (row) => (row.rank === 1 ? '1er' : `${row.rank}e`) },
    { id: 'student', header: 'Étudiant', rowHeader: true, card: 'title', className: 'min-w-40', cell: (row) => row.student_name },
    { id: 'total', header: 'Total des notes sur 20', className: 'whitespace-nowrap tabular-nums', cell: (row) => totalOver(row.total_20, examCount) },
    { id: 'taken', header: 'Concours passés', className: 'whitespace-nowrap', cell: (row) => `${row.exams_taken} sur ${examCount}` },
  ]
}

/** « 3 étudiants classés sur 2 concours : ENSA 1, ENSA 2 ». */
function standingsStatus(data: Standings | undefined) {
  if (!data) return ''
  const exams = data.exams.map((exam) => exam.title).join(', ')
  return `${plural(data.total, 'étudiant classé', 'étudiants classés')} sur ${plural(data.exams.length, 'concours', 'concours')}${exams ? ` : ${exams}` : ''}`
}

/** DESIGN §19: series of concours blancs (an exam joins one from its editor) and each series' standings. */
export function SeriesPage() {
  useDocumentTitle('Séries de concours')
  const list = useSeriesList()
  const [chosen, setChosen] = useState<number | undefined>()
  const [page, setPage] = useState(0)
  const [creating, setCreating] = useState(false)
  const seriesId = chosen ?? list.data?.[0]?.id
  const current = list.data?.find((series) => series.id === seriesId)
  const standings = useSeriesStandings(seriesId, page)
  const create = <AddButton onClick={() => setCreating(true)}>Nouvelle série</AddButton>

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/admin/exams" look="text">Retour aux concours</BackLink>}
        title="Séries de concours"
        description="Une série regroupe des concours blancs : chaque étudiant y est classé par la somme de ses notes sur 20 (premières tentatives). Rattachez un concours à une série depuis son éditeur."
        actions={create}
      />
      {list.isPending ? <Spinner label="Chargement des séries…" /> : null}
      {list.error ? <ListError title={SERIES_ERROR} list={list} /> : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState Icon={ListOrdered} title="Aucune série pour l’instant" action={create}>
          Créez une série, puis rattachez-y vos concours blancs.
        </EmptyState>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Select
          label="Série"
          className="max-w-2xl"
          value={seriesId ?? ''}
          onChange={(event) => {
            setChosen(Number(event.target.value))
            setPage(0)
          }}
        >
          {list.data.map((series) => (
            <option key={series.id} value={series.id}>
              {series.title} ({plural(series.exam_count, 'concours', 'concours')})
            </option>
          ))}
        </Select>
      ) : null}
      {seriesId !== undefined ? (
        <DataList
          query={{ ...standings, data: standings.data?.rows }}
          columns={standingColumns(standings.data?.exams.length ?? current?.exam_count ?? 0)}
          rowKey={(row) => row.student_id}
          rowName={(row) => row.student_name}
          heading="Classement"
          label="Classement de la série"
          caption="Classement de la série"
          loadingLabel="Chargement du classement…"
          errorTitle={STANDINGS_ERROR}
          status={() => standingsStatus(standings.data)}
          pages={{ page, size: STANDINGS_PAGE_SIZE, onPage: setPage }}
          empty={
            current?.exam_count === 0 ? (
              <EmptyState Icon={ListOrdered} title="Aucun concours dans cette série">
                Rattachez un concours à cette série depuis son éditeur : ses copies notées y seront classées.
              </EmptyState>
            ) : (
              <EmptyState Icon={ListOrdered} title="Aucune copie notée dans cette série">
                Le classement apparaît dès qu’un étudiant a rendu un concours de la série.
              </EmptyState>
            )
          }
        />
      ) : null}
      {creating ? <CreateSeriesDialog onClose={() => setCreating(false)} onCreated={setChosen} /> : null}
    </div>
  )
}

function CreateSeriesDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const formId = useId()
  const [title, setTitle] = useState('')
  const create = useCreateSeries((id) => {
    onCreated(id)
    onClose()
  })
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title="Nouvelle série" footer={<FormDialogFooter formId={formId} submitLabel={<><Plus className="size-4" aria-hidden="true" />Créer la série</>} pending={create.isPending} onCancel={onClose} />}>
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate({ title })
        }}
      >
        <TextField label="Titre de la série" requirement="required" value={title} error={create.error ? errorText(create.error, 'Erreur lors de la création de la série') : undefined} onChange={(event) => setTitle(event.target.value)} />
      </form>
    </Dialog>
  )
}
