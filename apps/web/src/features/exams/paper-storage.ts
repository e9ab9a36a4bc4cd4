// This device's memory of a paper (the answers waiting to be sent, the chosen layout). Storage may
// be disabled or full (private browsing): reading then finds nothing, writing keeps nothing.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // the page keeps working from memory; only a reload would lose what was not sent
  }
}
