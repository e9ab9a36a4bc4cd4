import { getRouteApi, Link } from '@tanstack/react-router'
import type { ExamResults } from '@tutorat/contracts'
import { FileDown, FileText, type LucideIcon, Pencil, Search, Sigma, Trophy, Users } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { statCardClasses } from '../../ui/StatCard.tsx'
import { plural } from '../courses/format.ts'
import { statusOf, useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { useAdminDownload } from '../recruitment-admin/use-applications.ts'
import { BackToExams, ExamLoadError, ExamSummary } from './ExamPageParts.tsx'
import { scoreOver20 } from './format.ts'
import { ResultBreakdown } from './ResultBreakdown.tsx'
import { QUESTION_STAT_COLUMNS, questionName, RESULT_COLUMNS, resultName } from './result-columns.tsx'
import { ScoreDistribution } from './ScoreDistribution.tsx'
import { useDebouncedValue } from '../students/use-debounced-value.ts'
import { RESULTS_ERROR, RESULTS_PAGE_SIZE, useExamResults } from './use-exams.ts'

const route = getRouteApi('/admin/exams/$id/results')
const EXPORT_ERROR = 'Erreur lors de l’export des résultats'

/** DESIGN §13 and §20: the copies of an exam a page at a time, the spread of the scores and how each question went. */
export function ExamResultsPage() {
  const { id } = route.useParams()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const query = useDebouncedValue(search.trim())
  const results = useExamResults(id, page, query)
  useSignOutOnUnauthorized(results.error)
  useDocumentTitle(results.data ? `Résultats « ${results.data.exam.title} »` : 'Résultats du concours')
  const missing = id === 0 || statusOf(results.error) === 404

  if (missing || (results.isError && !results.data)) return <ExamLoadError missing={missing} query={results} title={RESULTS_ERROR} />
  if (!results.data) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner size="lg" label="Chargement des résultats…" />
      </div>
    )
  }
  const data = results.data
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackToExams />}
        title={`Résultats : ${data.exam.title}`}
        description={<ExamSummary exam={data.exam} />}
        actions={
          <>
            <Link to="/admin/exams/$id" params={{ id }} className={buttonClasses('secondary')}>
              <Pencil className="size-4" aria-hidden="true" />
              Modifier
            </Link>
            <ExportButton id={id} disabled={data.summary.copies === 0} />
          </>
        }
      />
      <Figures results={data} />
      <ScoreDistribution distribution={data.distribution} />
      <ResultBreakdown query={results} results={data} />
      <DataList
        query={{ ...results, data: data.questions }}
        columns={QUESTION_STAT_COLUMNS}
        rowKey={(stat) => stat.question_id}
        rowName={questionName}
        heading="Réussite par question"
        label="Réussite par question"
        caption="Réussite par question (cliquez un en-tête pour trier)"
        loadingLabel="Chargement des questions…"
        errorTitle={RESULTS_ERROR}
        empty={<EmptyState Icon={FileText} title="Aucune question">Ce concours n’a pas encore de question.</EmptyState>}
      />
      <SearchField
        id="result-search"
        label="Rechercher une copie (nom ou email de l’étudiant)"
        placeholder="Rechercher par nom ou email"
        value={search}
        onChange={(value) => {
          setSearch(value)
          setPage(0)
        }}
        className="max-w-md"
      />
      <DataList
        query={{ ...results, data: data.attempts }}
        columns={RESULT_COLUMNS}
        rowKey={(row) => row.attempt_id}
        rowName={resultName}
        heading="Copies"
        label="Copies"
        caption="Copies des étudiants"
        loadingLabel="Chargement des copies…"
        errorTitle={RESULTS_ERROR}
        breakpoint="lg"
        status={() => `${plural(data.total, 'copie')}, classées par note ; le rang et le centile comptent les premières tentatives.`}
        pages={{ page, size: RESULTS_PAGE_SIZE, onPage: setPage }}
        empty={
          query ? (
            <EmptyState Icon={Search} title="Aucune copie trouvée">
              Aucune copie ne correspond à « {query} ».
            </EmptyState>
          ) : (
            <EmptyState Icon={Users} title="Aucune copie pour l’instant">
              Les copies apparaissent ici dès qu’un étudiant commence le concours.
            </EmptyState>
          )
        }
      />
    </div>
  )
}

function Figure({ label, value, detail, Icon }: { label: string; value: string; detail?: ReactNode; Icon: LucideIcon }) {
  return (
    <div className={statCardClasses()}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-muted">{label}</span>
        <span className="text-2xl font-extrabold tracking-tight text-brand-950 tabular-nums">{value}</span>
        {detail ? <span className="text-xs text-muted">{detail}</span> : null}
      </span>
    </div>
  )
}

function Figures({ results }: { results: ExamResults }) {
  const { copies, scored, running, best_20 } = results.summary
  return (
    <section aria-label="Chiffres du concours" className="grid gap-3 sm:grid-cols-3">
      <Figure label="Moyenne" value={scoreOver20(results.average_20)} detail={plural(scored, 'copie notée', 'copies notées')} Icon={Sigma} />
      <Figure label="Copies" value={String(copies)} detail={running > 0 ? `dont ${running} en cours` : 'aucune en cours'} Icon={Users} />
      <Figure label="Meilleure note" value={scoreOver20(best_20)} Icon={Trophy} />
    </section>
  )
}

/** `GET /api/admin/exams/{id}/results/export` with the admin's token (a plain link cannot carry it). */
function ExportButton({ id, disabled }: { id: number; disabled: boolean }) {
  const { pending, download } = useAdminDownload()
  return (
    <Button
      variant="secondary"
      loading={pending === 'export'}
      disabled={disabled}
      onClick={() => void download('export', `/api/admin/exams/${id}/results/export`, `resultats-concours-${id}.csv`, EXPORT_ERROR, 'Export CSV téléchargé')}
    >
      {pending === 'export' ? null : <FileDown className="size-4" aria-hidden="true" />}
      Exporter en CSV
    </Button>
  )
}
