import { getRouteApi, Link } from '@tanstack/react-router'
import type { ExamResults } from '@tutorat/contracts'
import { FileDown, FileText, type LucideIcon, Pencil, Sigma, Trophy, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { statCardClasses } from '../../ui/StatCard.tsx'
import { plural } from '../courses/format.ts'
import { statusOf, useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { useAdminDownload } from '../recruitment-admin/use-applications.ts'
import { BackToExams, ExamLoadError, ExamSummary } from './ExamPageParts.tsx'
import { scoreOver20 } from './format.ts'
import { QUESTION_STAT_COLUMNS, questionName, RESULT_COLUMNS, resultName } from './result-columns.tsx'
import { ScoreDistribution } from './ScoreDistribution.tsx'
import { RESULTS_ERROR, useExamResults } from './use-exams.ts'

const route = getRouteApi('/admin/exams/$id/results')
const EXPORT_ERROR = 'Erreur lors de l’export des résultats'

/** DESIGN §13: every copy of an exam, the spread of the scores and how each question went. */
export function ExamResultsPage() {
  const { id } = route.useParams()
  const results = useExamResults(id)
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
            <ExportButton id={id} disabled={data.attempts.length === 0} />
          </>
        }
      />
      <Figures results={data} />
      <ScoreDistribution distribution={data.distribution} />
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
        status={(rows) => `${plural(rows.length, 'copie')}, classées par note ; le rang compte les premières tentatives.`}
        empty={
          <EmptyState Icon={Users} title="Aucune copie pour l’instant">
            Les copies apparaissent ici dès qu’un étudiant commence le concours.
          </EmptyState>
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
  const scored = results.attempts.filter((row) => row.score_20 !== null)
  const running = results.attempts.length - scored.length
  const best = scored.length > 0 ? Math.max(...scored.map((row) => row.score_20 ?? 0)) : null
  return (
    <section aria-label="Chiffres du concours" className="grid gap-3 sm:grid-cols-3">
      <Figure label="Moyenne" value={scoreOver20(results.average_20)} detail={plural(scored.length, 'copie notée', 'copies notées')} Icon={Sigma} />
      <Figure label="Copies" value={String(results.attempts.length)} detail={running > 0 ? `dont ${running} en cours` : 'aucune en cours'} Icon={Users} />
      <Figure label="Meilleure note" value={scoreOver20(best)} Icon={Trophy} />
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
