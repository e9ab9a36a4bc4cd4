// The page that sent the visitor to sign up (« S'inscrire » on a formation), kept on this device
// until the mailed link is opened: the student lands there, not on the dashboard.
const KEY = 'student_verify_redirect'

export function rememberVerifyRedirect(redirect: string | undefined) {
  try {
    if (redirect) window.localStorage.setItem(KEY, redirect)
    else window.localStorage.removeItem(KEY)
  } catch {
    // storage disabled: the student lands on the dashboard
  }
}

export function takeVerifyRedirect(): string | undefined {
  try {
    const value = window.localStorage.getItem(KEY) ?? undefined
    window.localStorage.removeItem(KEY)
    return value
  } catch {
    return undefined
  }
}
