import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { listenForPublicReadUpdates } from '../../src/features/offline/public-read-updates.ts'

/** jsdom has no service worker: the page-side container, as far as messages go. */
function fakeContainer() {
  const target = new EventTarget()
  Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true })
  return (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }))
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

function queryClientWith(...procedures: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity } } })
  for (const procedure of procedures) client.setQueryData([procedure.split('.'), { type: 'query' }], [])
  return client
}
const isStale = (client: QueryClient, procedure: string) => client.getQueryState([procedure.split('.'), { type: 'query' }])?.isInvalidated

describe('a public list the worker found changed', () => {
  it('is asked again; the other lists are left alone', () => {
    const post = fakeContainer()
    const client = queryClientWith('freeCourses.list', 'recruitment.list', 'student.myCourses')
    listenForPublicReadUpdates(client)
    post({ type: 'public-read-updated', procedures: ['freeCourses.list'] })
    expect(isStale(client, 'freeCourses.list')).toBe(true)
    expect(isStale(client, 'recruitment.list')).toBe(false)
    expect(isStale(client, 'student.myCourses')).toBe(false)
  })

  it('ignores any other message, and stops listening when asked', () => {
    const post = fakeContainer()
    const client = queryClientWith('freeCourses.list')
    const stop = listenForPublicReadUpdates(client)
    post({ type: 'something-else', procedures: ['freeCourses.list'] })
    post('freeCourses.list')
    expect(isStale(client, 'freeCourses.list')).toBe(false)
    stop()
    post({ type: 'public-read-updated', procedures: ['freeCourses.list'] })
    expect(isStale(client, 'freeCourses.list')).toBe(false)
  })

  it('does nothing where the browser has no service worker', () => {
    expect(() => listenForPublicReadUpdates(queryClientWith())()).not.toThrow()
  })
})
