import { useNavigate } from '@tanstack/react-router'
import type { StudentExam } from '@tutorat/contracts'
import { Play } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { durationLabel, wallClock } from './format.ts'

const START_FAILED = 'Le concours n’a pas pu commencer. Vérifiez votre connexion puis réessayez.'

type Startable = Pick<StudentExam, 'id' | 'title' | 'time_limit_minutes' | 'closes_at' | 'closes_at_local' | 'attempts_used' | 'max_attempts'>

/** « Commencer », after a confirmation: the timer runs from the server's start, so nobody starts by mistake. */
export function ExamStartButton({ exam }: { exam: Startable }) {
  const [open, setOpen] = useState(false)
  const start = useStartExam(() => setOpen(false))
  return (
    <>
      <Button
        variant="accent"
        aria-label={`Commencer « ${exam.title} »`}
        onClick={() => {
          start.reset()
          setOpen(true)
        }}
      >
        <Play className="size-4" aria-hidden="true" />
        Commencer
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!start.isPending) setOpen(next)
        }}
        tone="primary"
        title={`Commencer « ${exam.title} » ?`}
        description={<StartNotes exam={exam} />}
        confirmLabel="Commencer"
        pending={start.isPending}
        error={start.error ? serverMessage(start.error, START_FAILED) : undefined}
        onConfirm={() => start.mutate({ id: exam.id })}
      />
    </>
  )
}

function StartNotes({ exam }: { exam: Startable }) {
  // the paper is handed in at the closing if that comes first (the server caps the deadline)
  const cutShort = exam.closes_at !== null && Date.parse(exam.closes_at) < Date.now() + exam.time_limit_minutes * 60_000
  const closing = cutShort ? exam.closes_at_local : null
  return (
    <>
      <p className="font-semibold text-ink">Le chronomètre démarre dès que vous commencez : {durationLabel(exam.time_limit_minutes)}.</p>
      {closing ? <p>Le concours ferme le {wallClock(closing)} : votre copie sera rendue à ce moment-là au plus tard.</p> : null}
      <p>
        Tentative {exam.attempts_used + 1} sur {exam.max_attempts}. Vos réponses sont enregistrées au fur et à mesure : vous pourrez reprendre sur un
        autre appareil.
      </p>
    </>
  )
}

/**
 * Starts (or resumes: the server never opens a second paper) and opens the paper. A refusal that
 * the list did not know of yet (closed meanwhile, no attempt left, unpublished) closes the dialog
 * with the server's reason and refreshes the list; any other failure stays in the dialog to retry.
 */
function useStartExam(close: () => void) {
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  const refreshLists = () => Promise.all([utils.exams.available.invalidate(), utils.exams.myAttempts.invalidate()])
  return trpc.exams.start.useMutation({
    onSuccess: async (attempt) => {
      void refreshLists()
      await navigate({ to: '/student/attempts/$id', params: { id: String(attempt.id) } })
    },
    onError: (error) => {
      const status = errorStatus(error)
      if (status !== 404 && status !== 409) return
      close()
      toast.error(serverMessage(error, START_FAILED))
      void refreshLists()
    },
  })
}
