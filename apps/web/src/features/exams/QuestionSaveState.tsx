import { EXAM_MESSAGES } from '@tutorat/contracts'
import { CircleAlert, CircleCheck, CloudOff, Hourglass } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import type { SaveState } from './answer-sync.ts'

export const SAVE_STATE_TEXT = {
  saving: 'Enregistrement…',
  saved: EXAM_MESSAGES.answerSaved,
  offline: 'Hors ligne : sera envoyé',
  server: 'En attente du serveur : sera renvoyé',
} as const

const ICON = 'size-4 shrink-0'

/** The icon and the words of a state (none for a question never answered). */
function parts(state: SaveState): [ReactNode, string] | null {
  switch (state.kind) {
    case 'none':
      return null
    case 'saving':
      return [<Spinner size="sm" label={null} />, SAVE_STATE_TEXT.saving]
    case 'saved':
      return [<CircleCheck className={ICON} aria-hidden="true" />, SAVE_STATE_TEXT.saved]
    case 'waiting':
      return [state.reason === 'offline' ? <CloudOff className={ICON} aria-hidden="true" /> : <Hourglass className={ICON} aria-hidden="true" />, SAVE_STATE_TEXT[state.reason]]
    case 'refused':
      return [<CircleAlert className={ICON} aria-hidden="true" />, state.message]
  }
}

const TONES: Record<SaveState['kind'], string> = {
  none: '',
  saving: 'text-muted',
  saved: 'text-emerald-800',
  waiting: 'text-accent-800',
  refused: 'font-semibold text-red-700',
}

/** Where the answer stands, under the question; a polite live region, so a change is read out once. */
export function QuestionSaveState({ id, state }: { id: string; state: SaveState }) {
  const [icon, text] = parts(state) ?? [null, null]
  return (
    <p id={id} role="status" className={cn('flex min-h-6 items-center gap-1.5 text-sm', TONES[state.kind])}>
      {icon}
      {text}
    </p>
  )
}
