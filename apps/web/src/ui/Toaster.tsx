import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'

// sonner's rich colours put 13 px text under WCAG AA contrast (success ≈ 4.3:1, warning ≈ 3:1 on
// their pale backgrounds); the same hues, darker, read at 4.5:1 or more.
const READABLE_COLORS = {
  '--success-text': '#065f46',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#92400e',
} as CSSProperties

/** The app's toast container; mount it once per layout that shows toasts. */
export function AppToaster() {
  return <Toaster position="top-center" richColors closeButton style={READABLE_COLORS} />
}
