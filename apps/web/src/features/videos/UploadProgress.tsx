import { formatFileSize } from '../recruitment/cv-check.ts'
import { formatTimeLeft } from './upload-rules.ts'

interface UploadProgressProps {
  label: string
  sent: number
  total: number
  secondsLeft: number | undefined
  status: 'sending' | 'paused' | 'failed'
}

/** The upload's bar: percent, bytes, and the time left at the recent speed (announced politely, not on every tick). */
export function UploadProgress({ label, sent, total, secondsLeft, status }: UploadProgressProps) {
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0
  const left = status === 'sending' ? `Temps restant : ${formatTimeLeft(secondsLeft)}` : status === 'paused' ? 'En pause' : 'Interrompu'
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-brand-950 tabular-nums">{percent} %</span>
        <span className="text-right text-muted tabular-nums">
          {formatFileSize(sent)} sur {formatFileSize(total)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} % — ${left}`}
        className="h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className={status === 'sending' ? 'h-full rounded-full bg-brand-700 transition-[width] duration-300' : 'h-full rounded-full bg-slate-500'}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted">{left}</p>
    </div>
  )
}
