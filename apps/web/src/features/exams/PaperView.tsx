import type { Attempt } from '@tutorat/contracts'
import { CloudOff } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Card } from '../../ui/Card.tsx'
import { useOwnOfflineNotice } from '../offline/own-offline-notice.ts'
import { useAnswerSync } from './answer-sync.ts'
import { isAnswered } from './answer-values.ts'
import { useServerClock } from './clock-hooks.ts'
import { questionAnchor } from './paper-format.ts'
import { usePaperMode } from './paper-mode.ts'
import { paperSections, SECTION_MESSAGES, sectionQuestions, useNextSection, useSectionTimeUp } from './paper-sections.ts'
import { useAutoHandIn, useHandIn } from './paper-submit.ts'
import { PaperHeader } from './PaperHeader.tsx'
import { PaperModeToggle } from './PaperModeToggle.tsx'
import { PaperNavigator } from './PaperNavigator.tsx'
import { PaperPager } from './PaperPager.tsx'
import { PaperSubmitDialog } from './PaperSubmitDialog.tsx'
import { SectionNextDialog } from './SectionNextDialog.tsx'
import { QuestionCard } from './QuestionCard.tsx'

interface PaperViewProps {
  attempt: Attempt
  /** when the attempt's answer arrived on this device (its `server_now` was true then) */
  arrivedAt: number
}

/** Brings a question to the top of the screen (under the sticky headers), and the keyboard's focus to it when asked. */
function useShowQuestion() {
  const [target, setTarget] = useState<{ id: number; focus: boolean } | null>(null)
  useEffect(() => {
    if (!target) return
    const element = document.getElementById(questionAnchor(target.id))
    element?.scrollIntoView({ block: 'start' })
    if (target.focus) element?.focus({ preventScroll: true })
    setTarget(null)
  }, [target])
  return setTarget
}

/** At an earlier section's deadline: the next is asked for until the server has opened it (a refetch remounts the paper on it). */
function useSectionTimeUpRetry(active: boolean, timeUp: () => Promise<void>) {
  useEffect(() => {
    if (!active) return
    void timeUp()
    const timer = window.setInterval(() => void timeUp(), SECTION_RETRY_MS)
    return () => window.clearInterval(timer)
  }, [active, timeUp])
}
const SECTION_RETRY_MS = 5000

/** The running paper (DESIGN §13): answered as it goes, saved as it goes, handed in by the student or by the clock. */
export function PaperView({ attempt, arrivedAt }: PaperViewProps) {
  useDocumentTitle(attempt.exam_title)
  // the paper says where the answers wait when offline: the site's bar would repeat it over the questions
  useOwnOfflineNotice()
  const sections = paperSections(attempt)
  const questions = sectionQuestions(attempt.questions, sections.open)
  const clock = useServerClock(attempt.server_now, arrivedAt)
  const sync = useAnswerSync(attempt, clock.sample)
  const handing = useHandIn(attempt.id, sync.flush)
  const moving = useNextSection(attempt.id, sync.flush)
  const [expired, setExpired] = useState(false)
  const expire = useCallback(() => setExpired(true), [])
  // the last section's end is the paper's: handed in; an earlier one's opens the next
  useAutoHandIn(expired && sections.last, handing.handIn)
  useSectionTimeUpRetry(expired && !sections.last, useSectionTimeUp(attempt.id, sync.flush))
  const [mode, setMode] = usePaperMode()
  const [confirming, setConfirming] = useState(false)
  // « Question 4 sur 6 »: numbered across the whole paper, every section counted
  const paperTotal = attempt.sections && attempt.sections.length > 1 ? attempt.sections.reduce((sum, section) => sum + section.question_count, 0) : questions.length
  const sectionLabel = sections.open && sections.count > 1 ? `Section ${sections.open.position} sur ${sections.count} · ${sections.open.title}` : undefined
  const answered = (questionId: number) => isAnswered(sync.answerOf(questionId))
  const answeredCount = questions.filter((question) => answered(question.id)).length
  // a resumed paper opens on the first question still to answer
  const [current, setCurrent] = useState(() => Math.max(0, questions.findIndex((question) => !answered(question.id))))
  const show = useShowQuestion()
  const go = (index: number, focus: boolean) => {
    const question = questions[index]
    if (!question) return
    setCurrent(index)
    show({ id: question.id, focus })
  }

  const card = (index: number) => {
    const question = questions[index]
    if (!question) return null
    return (
      <QuestionCard
        key={question.id}
        question={question}
        total={paperTotal}
        answer={sync.answerOf(question.id)}
        state={sync.stateOf(question.id)}
        onAnswer={sync.answer}
        locked={expired}
        flagged={sync.flaggedOf(question.id)}
        onFlag={sync.flag}
      />
    )
  }

  return (
    <div className="space-y-5">
      <PaperHeader
        title={attempt.exam_title}
        deadlineAt={sections.deadlineAt}
        offset={clock.offset}
        onExpire={expire}
        answered={answeredCount}
        total={questions.length}
        onHandIn={() => setConfirming(true)}
        closing={expired}
        sectionLabel={sectionLabel}
        onNextSection={sections.last ? undefined : () => setConfirming(true)}
      />
      {expired && !sections.last ? <Alert title="Section close">{SECTION_MESSAGES.timeUp}</Alert> : null}
      {expired && sections.last ? (
        <Alert tone={handing.error ? 'error' : 'info'} title="Le temps est écoulé">
          {handing.error ? `${handing.error} Nouvel essai automatique dès que possible.` : 'Votre copie est en train d’être rendue…'}
        </Alert>
      ) : null}
      {!sync.online ? (
        <Alert title="Vous êtes hors ligne">
          <span className="inline-flex items-center gap-1.5">
            <CloudOff className="size-4" aria-hidden="true" />
            Vos réponses restent sur cet appareil et partiront dès le retour du réseau.
          </span>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        <div className="min-w-0 space-y-4">
          <PaperModeToggle mode={mode} onChange={setMode} />
          {mode === 'one' ? (
            <>
              {card(current)}
              <PaperPager index={current} total={questions.length} onGo={(index) => go(index, false)} />
            </>
          ) : (
            <ol className="space-y-4" aria-label="Questions">
              {questions.map((question, index) => (
                <li key={question.id}>{card(index)}</li>
              ))}
            </ol>
          )}
        </div>
        <Card className="p-4 lg:sticky lg:top-36">
          <PaperNavigator
            questions={questions}
            answered={answered}
            flagged={sync.flaggedOf}
            current={mode === 'one' ? current : null}
            onSelect={(index) => go(index, true)}
            heading={sectionLabel ? `Section ${sections.open?.position ?? 1}` : undefined}
          />
        </Card>
      </div>
      <SectionNextDialog
        open={confirming && !sections.last}
        onOpenChange={(open) => {
          if (!moving.pending) setConfirming(open)
        }}
        title={sections.open?.title ?? ''}
        unanswered={questions.length - answeredCount}
        flagged={questions.filter((question) => sync.flaggedOf(question.id)).length}
        moving={moving}
        onConfirm={() => void moving.next()}
      />
      <PaperSubmitDialog
        open={confirming && sections.last}
        onOpenChange={(open) => {
          // the paper is on its way: the dialog stays until the result replaces the page
          if (!handing.pending) setConfirming(open)
        }}
        unanswered={questions.length - answeredCount}
        pending={sync.pending}
        online={sync.online}
        handing={handing}
        onConfirm={() => void handing.handIn()}
      />
    </div>
  )
}
