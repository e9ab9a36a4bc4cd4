/** Seen / total videos, as a bar and in words. */
export function ProgressBar({ seen, total, label }: { seen: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((seen / total) * 100) : 0
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{`${seen}/${total} ${total > 1 ? 'vidéos vues' : 'vidéo vue'}`}</span>
        <span className="text-muted">{percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={seen}
        aria-valuetext={`${seen} sur ${total}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
