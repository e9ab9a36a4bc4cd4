import { Share, Smartphone } from 'lucide-react'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { SITE_NAME } from '../../lib/brand.ts'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { installPrompt, promptInstall, subscribeInstallPrompt } from './install-prompt.ts'

/** Set once the offer has been shown: it is never made again on this browser. */
export const INSTALL_OFFER_FLAG = 'install-offer-shown'

type Offer = 'prompt' | 'ios' | null

function offeredBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_OFFER_FLAG) !== null
  } catch {
    return true // storage refused: better never than at every visit
  }
}

function markOffered() {
  try {
    window.localStorage.setItem(INSTALL_OFFER_FLAG, new Date().toISOString())
  } catch {
    // nothing to remember it with
  }
}

const standaloneNavigator = () => navigator as Navigator & { standalone?: boolean }

function isInstalled(): boolean {
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
  return media || standaloneNavigator().standalone === true
}

/** Safari on iPhone and iPad (iPadOS calls itself a Mac with a touch screen): no install event there. */
function isIosSafari(): boolean {
  const { userAgent, maxTouchPoints, standalone } = standaloneNavigator()
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && standalone === false
}

/** What this browser can offer now, or null; decided once per mount except for Chromium's event. */
function useOffer(): Offer {
  const event = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null)
  const [context] = useState(() => ({ before: offeredBefore(), installed: isInstalled(), ios: isIosSafari() }))
  if (context.before || context.installed) return null
  if (event) return 'prompt'
  return context.ios ? 'ios' : null
}

/**
 * « Installer l’application », offered once: after the first PDF kept offline or on the student
 * dashboard, whichever comes first. Nothing when the app is installed or the browser cannot install it.
 */
export function InstallOffer({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const offer = useOffer()
  const [closed, setClosed] = useState(false)
  const titleId = useId()
  const shown = offer !== null && !closed
  useEffect(() => {
    if (shown) markOffered()
  }, [shown])
  if (!shown) return null

  const install = () => {
    void promptInstall()
      .catch(() => false)
      .finally(() => setClosed(true))
  }
  return (
    <Card role="region" aria-labelledby={titleId} className="flex items-start gap-3 p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-accent-100 text-accent-800">
        <Smartphone className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading id={titleId} className="font-bold text-brand-950">
          Installer l’application
        </Heading>
        {offer === 'ios' ? (
          <p className="mt-1 text-sm text-muted">
            Touchez Partager <Share className="inline size-4 align-text-bottom text-brand-800" aria-hidden="true" /> puis « Sur l’écran d’accueil » :{' '}
            {SITE_NAME} s’ouvrira comme une application, même sans connexion.
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted">
            Ajoutez {SITE_NAME} à l’écran d’accueil : l’application s’ouvre d’un geste, même sans connexion, avec vos PDF enregistrés.
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {offer === 'prompt' ? (
            <Button size="sm" onClick={install}>
              Installer
            </Button>
          ) : null}
          <Button size="sm" variant={offer === 'prompt' ? 'ghost' : 'secondary'} onClick={() => setClosed(true)}>
            Plus tard
          </Button>
        </div>
      </div>
    </Card>
  )
}
