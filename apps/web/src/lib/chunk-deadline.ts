/** SPEC §8: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * A browser gives `import()` no deadline: on a stalled connection the page would wait forever.
 * Past the deadline the import fails with the message RouteError recognises ('Loading chunk …
 * failed'), so the visitor reads what happened and gets « Recharger la page ».
 */
export function withinChunkDeadline<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading chunk failed: nothing received after ${timeoutMs / 1000} s`)), timeoutMs)
  })
  return Promise.race([load, deadline]).finally(() => clearTimeout(timer))
}
