/**
 * Writes `text` to the clipboard. False when the browser refuses: no Clipboard API (a page
 * served over plain http), permission denied, or the click's user activation spent by an await.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== 'function') return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Last resort for an input the user can see: select it and use the legacy copy command. */
export function copySelected(input: HTMLInputElement): boolean {
  input.focus()
  input.select()
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    return false
  }
}
