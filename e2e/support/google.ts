import type { BrowserContext } from 'playwright-core'
import type { FakeGoogle } from '../../apps/server/test/fake-google.ts'

export { type FakeGoogle, startFakeGoogle } from '../../apps/server/test/fake-google.ts'

const ANY_GOOGLE = /^https:\/\/([\w-]+\.)*(google\.com|googleapis\.com|gstatic\.com|googleusercontent\.com)\//

/**
 * Google is never reached from a browser test. Its sign-in script and the calls it makes
 * (`accounts.google.com/gsi/*`, at the address the site's CSP allows) are answered by the local
 * fake; Drive's player frame gets a stand-in page; anything else of Google's is refused.
 * Routes are not seen through a service worker: give such a context `serviceWorkers: 'block'`.
 */
export async function routeGoogle(context: BrowserContext, google: FakeGoogle) {
  await context.route(ANY_GOOGLE, (route) => route.abort('blockedbyclient'))
  await context.route('https://drive.google.com/file/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Google Drive</title><p>Lecteur Google Drive (simulé)</p>' }),
  )
  await context.route('https://accounts.google.com/gsi/**', async (route) => {
    const { pathname, search } = new URL(route.request().url())
    const answer = await fetch(`${google.url}${pathname}${search}`)
    await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) })
  })
}
