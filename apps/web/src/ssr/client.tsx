import { hydrateRoot } from 'react-dom/client'
import { createDataLoader } from '../lib/data.tsx'
import { createAppRouter } from '../routes/router.tsx'
import { type EagerMount, setServerOrigin } from './hydration.ts'
import type { SsrPayload } from './payload.ts'
import { SsrApp } from './SsrApp.tsx'

/**
 * Takes over a page the server rendered: the data it carried goes into the cache, the route's
 * code and data layer arrive, then React hydrates the server's HTML in place (nothing redrawn,
 * nothing asked again). The home page's blocks the server drew stay mounted until the visitor
 * goes to another page; from then on, such blocks wait to come near again.
 */
export async function hydrateServerPage(container: HTMLElement, payload: SsrPayload) {
  setServerOrigin(payload.origin)
  const data = createDataLoader()
  const [layer, { hydrateQueries }] = await Promise.all([data.load(), import('./hydrate-queries.ts')])
  hydrateQueries(layer.queryClient, payload.queries)
  const router = createAppRouter({ data })
  router.ssr = { manifest: undefined }
  await router.load()
  const eager: EagerMount = { eager: true }
  const initial = router.state.location.href
  const stop = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    if (toLocation.href === initial) return
    eager.eager = false
    stop()
  })
  hydrateRoot(container, <SsrApp data={data} router={router} eager={eager} />, {
    onRecoverableError(error) {
      console.error('Hydration : le rendu du serveur diffère de la page', error)
    },
  })
}
