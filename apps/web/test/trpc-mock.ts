import { HttpResponse, http } from 'msw'

// Builds the JSON that the tRPC fetch adapter sends, so the real client parses it.
export type Outcome = { data: unknown } | { error: { status: number; message: string } } | { networkError: true }
export type Procedure = (input: unknown) => Outcome | Promise<Outcome>

export const ok = (data: unknown): Outcome => ({ data })
export const fail = (status: number, message: string): Outcome => ({ error: { status, message } })
export const networkError = (): Outcome => ({ networkError: true })

const CODES: Record<number, { name: string; rpc: number }> = {
  400: { name: 'BAD_REQUEST', rpc: -32600 },
  401: { name: 'UNAUTHORIZED', rpc: -32001 },
  403: { name: 'FORBIDDEN', rpc: -32003 },
  404: { name: 'NOT_FOUND', rpc: -32004 },
  409: { name: 'CONFLICT', rpc: -32009 },
  429: { name: 'TOO_MANY_REQUESTS', rpc: -32029 },
  500: { name: 'INTERNAL_SERVER_ERROR', rpc: -32603 },
}

function envelope(outcome: Outcome, path: string) {
  if (!('error' in outcome)) return { result: { data: 'data' in outcome ? outcome.data : null } }
  const code = CODES[outcome.error.status] ?? { name: 'INTERNAL_SERVER_ERROR', rpc: -32603 }
  return { error: { message: outcome.error.message, code: code.rpc, data: { code: code.name, httpStatus: outcome.error.status, path } } }
}

const statusOf = (outcome: Outcome) => ('error' in outcome ? outcome.error.status : 200)

function inputAt(inputs: unknown, index: number): unknown {
  return typeof inputs === 'object' && inputs !== null ? (inputs as Record<string, unknown>)[String(index)] : undefined
}

/**
 * Calls every admin page makes through its shell (the sidebar's badge, issue 29): answered with an
 * empty pile unless a test gives its own, so the pages' tests need not list them.
 */
const SHELL_CALLS: Record<string, Procedure> = {
  'dashboard.pendingWork': () => ok({ proofs: 0, session_requests: 0, testimonials: 0, applications: 0 }),
}

/** One msw handler answering (batched) tRPC calls from the given procedure implementations. */
export function trpcHandlers(procedures: Record<string, Procedure>) {
  return http.all('*/trpc/:paths', async ({ request, params }) => {
    const url = new URL(request.url)
    const paths = String(params.paths).split(',')
    const inputs: unknown =
      request.method === 'GET' ? JSON.parse(url.searchParams.get('input') ?? '{}') : await request.json()

    const outcomes = await Promise.all(
      paths.map((path, index) => {
        const procedure = procedures[path] ?? SHELL_CALLS[path]
        if (!procedure) throw new Error(`Appel tRPC non prévu par le test : ${path}`)
        return procedure(inputAt(inputs, index))
      }),
    )
    if (outcomes.some((outcome) => 'networkError' in outcome)) return HttpResponse.error()

    const bodies = outcomes.map((outcome, index) => envelope(outcome, paths[index] ?? ''))
    const statuses = new Set(outcomes.map(statusOf))
    const status = statuses.size === 1 ? statusOf(outcomes[0] ?? ok(null)) : 207
    return HttpResponse.json(url.searchParams.get('batch') === '1' ? bodies : bodies[0], { status })
  })
}
