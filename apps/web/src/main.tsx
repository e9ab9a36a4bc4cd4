import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { afterFirstPaint } from './features/offline/after-first-paint.ts'
import { captureInstallPrompt } from './features/offline/install-prompt.ts'
import { hydrateServerPage } from './ssr/client.tsx'
import { readPayload } from './ssr/payload.ts'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('Élément #root introuvable dans index.html')

// A public page the server rendered (its HTML already shows) is taken over in place; any other
// page (and every page served by the service worker's shell) is drawn here.
const payload = container.firstElementChild ? readPayload(document) : undefined
if (payload) {
  void hydrateServerPage(container, payload)
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

captureInstallPrompt()
// The service worker and its prompts come after the page: never part of a first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstPaint(() => void import('./features/offline/register.tsx').then((offline) => offline.startOfflineSupport()))
}
