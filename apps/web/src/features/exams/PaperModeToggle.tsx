import { cn } from '../../lib/cn.ts'
import type { PaperMode } from './paper-mode.ts'

const MODES: { mode: PaperMode; label: string }[] = [
  { mode: 'one', label: 'Une par une' },
  { mode: 'all', label: 'Toutes les questions' },
]

/** How the paper is laid out: one question at a time, or the whole list (remembered on this device). */
export function PaperModeToggle({ mode, onChange }: { mode: PaperMode; onChange: (mode: PaperMode) => void }) {
  return (
    <div role="group" aria-label="Affichage des questions" className="inline-flex rounded-control border border-slate-300 bg-white p-1">
      {MODES.map((option) => (
        <button
          key={option.mode}
          type="button"
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
          className={cn(
            'min-h-9 cursor-pointer rounded-[0.4rem] px-3 text-sm font-semibold',
            mode === option.mode ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
