import { Toaster } from 'sonner'

/** The app's toast container; mount it once per layout that shows toasts. */
export function AppToaster() {
  return <Toaster position="top-center" richColors closeButton />
}
