import type { AdminExamDetail } from '@tutorat/contracts'
import { errorText } from '../../lib/error-message.ts'
import { cn } from '../../lib/cn.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Card } from '../../ui/Card.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { SAVE_ERROR, useUpdateExam } from './use-exams.ts'

/**
 * Published or not (`exams.update {published}`). The server refuses to publish an exam without
 * questions, or an unsaved list: its sentence is shown here.
 */
export function PublishSwitch({ exam }: { exam: AdminExamDetail }) {
  const update = useUpdateExam(() => undefined)
  const published = exam.published
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p id="publish-label" className="font-semibold text-ink">
            Publié
          </p>
          <p id="publish-hint" className="text-sm text-muted">
            {published
              ? 'Les étudiants concernés le voient et peuvent le commencer pendant ses dates.'
              : 'Brouillon : aucun étudiant ne le voit. Publiez-le une fois les questions enregistrées.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={published}
          aria-labelledby="publish-label"
          aria-describedby="publish-hint"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: exam.id, published: !published })}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full transition-colors',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait',
            published ? 'bg-emerald-700' : 'bg-slate-400',
          )}
        >
          <span className={cn('inline-flex size-6 items-center justify-center rounded-full bg-white shadow transition-transform', published ? 'translate-x-7' : 'translate-x-1')}>
            {update.isPending ? <Spinner size="sm" label={null} className="text-brand-900" /> : null}
          </span>
        </button>
      </div>
      {update.error ? <Alert tone="error">{errorText(update.error, SAVE_ERROR)}</Alert> : null}
    </Card>
  )
}
