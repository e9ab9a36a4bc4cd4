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

// At the bottom, never on the header (issue 29), and above the student's tab bar on phones
// (`--bottom-bar`, styles.css); the close button's 44 px target is in styles.css too.
const ABOVE_BOTTOM_BAR = { bottom: 'calc(var(--bottom-bar, 0px) + 1rem)' }

/** The app's toast container; mount it once per layout that shows toasts. */
export function AppToaster() {
  return <Toaster position="bottom-center" richColors closeButton offset={ABOVE_BOTTOM_BAR} mobileOffset={ABOVE_BOTTOM_BAR} style={READABLE_COLORS} />
}
