/** Below this, starting over loses nothing worth a question. */
export const RESUME_MIN_SECONDS = 5

/**
 * Where to offer « Reprendre à … », or null to simply start: a saved position past the first
 * seconds and short of the end (the last 10 s, or 5 % of a long video, count as finished).
 */
export function resumePoint(savedSeconds: number, durationSeconds: number | null | undefined): number | null {
  if (!(savedSeconds > RESUME_MIN_SECONDS)) return null
  if (!durationSeconds || durationSeconds <= 0) return savedSeconds
  const endMargin = Math.max(10, durationSeconds * 0.05)
  return savedSeconds < durationSeconds - endMargin ? savedSeconds : null
}
