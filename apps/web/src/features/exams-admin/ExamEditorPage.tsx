import { getRouteApi, Link } from '@tanstack/react-router'
import type { AdminExamDetail } from '@tutorat/contracts'
import { ChartColumn } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { statusOf, useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { BackToExams, ExamLoadError, ExamSummary } from './ExamPageParts.tsx'
import { DeleteExamButton } from './DeleteExamButton.tsx'
import { ExportButtons } from './ExportButtons.tsx'
import { PublishSwitch } from './PublishSwitch.tsx'
import { QuestionsEditor } from './QuestionsEditor.tsx'
import { SectionsEditor } from './SectionsEditor.tsx'
import { SeriesAssign } from './SeriesAssign.tsx'
import { SettingsSection } from './SettingsSection.tsx'
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx'
import { useExam } from './use-exams.ts'

const route = getRouteApi('/admin/exams/$id')

/** DESIGN §13: an exam's settings, its publication, and its questions with their live preview. */
export function ExamEditorPage() {
  const { id } = route.useParams()
  const exam = useExam(id)
  useSignOutOnUnauthorized(exam.error)
  useDocumentTitle(exam.data ? `Concours « ${exam.data.title} »` : 'Concours')
  const missing = id === 0 || statusOf(exam.error) === 404

  if (missing || (exam.isError && !exam.data)) return <ExamLoadError missing={missing} query={exam} />
  if (!exam.data) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner size="lg" label="Chargement du concours…" />
      </div>
    )
  }
  return <Editor exam={exam.data} />
}

function Editor({ exam }: { exam: AdminExamDetail }) {
  const [dirty, setDirty] = useState({ settings: false, questions: false, sections: false })
  const leaving = useRef(false)
  const leave = () => {
    leaving.current = true
  }
  const onSettingsDirty = useCallback((settings: boolean) => setDirty((current) => ({ ...current, settings })), [])
  const onQuestionsDirty = useCallback((questions: boolean) => setDirty((current) => ({ ...current, questions })), [])
  const onSectionsDirty = useCallback((sections: boolean) => setDirty((current) => ({ ...current, sections })), [])

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackToExams />}
        title={exam.title}
        description={<ExamSummary exam={exam} />}
        actions={
          <>
            <Link to="/admin/exams/$id/results" params={{ id: exam.id }} className={buttonClasses('secondary')}>
              <ChartColumn className="size-4" aria-hidden="true" />
              Résultats
            </Link>
            <ExportButtons exam={exam} />
            <DeleteExamButton exam={exam} onDeleted={leave} />
          </>
        }
      />
      <PublishSwitch exam={exam} />
      <SettingsSection exam={exam} onDirtyChange={onSettingsDirty} />
      <QuestionsEditor exam={exam} onDirtyChange={onQuestionsDirty} />
      {/* keyed by the saved sections: a save elsewhere (the questions) that changes them starts the draft again */}
      <SectionsEditor key={JSON.stringify([exam.sections ?? null, exam.questions.map((question) => question.id)])} exam={exam} onDirtyChange={onSectionsDirty} />
      <SeriesAssign exam={exam} />
      <UnsavedChangesGuard dirty={dirty.settings || dirty.questions || dirty.sections} leaving={leaving} />
    </div>
  )
}
