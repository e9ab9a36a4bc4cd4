import type { ReactNode } from 'react'
import { errorStatus } from '../lib/trpc.ts'
import { ErrorState } from './ErrorState.tsx'
import { Spinner } from './Spinner.tsx'

interface RecordQuery<Data> {
  data: Data | undefined
  error: unknown
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

interface RecordLoaderProps<Data> {
  query: RecordQuery<Data>
  notFound: string
  loadError: string
  /** The way back to the list, offered when the record does not exist. */
  back: ReactNode
  /** The server's explanation under the load error, when it gave one. */
  detail?: ReactNode
  children: (data: Data) => ReactNode
}

/** An edit page's record: a spinner, « not found » with the way back, a load error to retry, or the form. */
export function RecordLoader<Data>({ query, notFound, loadError, back, detail, children }: RecordLoaderProps<Data>) {
  if (query.isPending) return <Spinner />
  if (query.isError || query.data === undefined) {
    return errorStatus(query.error) === 404 ? (
      <ErrorState title={notFound} action={back} />
    ) : (
      <ErrorState title={loadError} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {detail}
      </ErrorState>
    )
  }
  return children(query.data)
}
