import { isTrpcError } from '../../lib/trpc.ts'

/**
 * The refusals the server named after a field, each path as a list of keys. A schema's own issue
 * comes as `['questions', 3, 'correct']`, a domain rule's as `['questions.3.id']`: both read alike.
 */
export function serverIssues(error: unknown): { path: string[]; message: string }[] {
  if (!isTrpcError(error)) return []
  return (error.data?.errors ?? []).map(({ path, message }) => ({ path: path.flatMap((key) => String(key).split('.')), message }))
}
