import { ErrorState } from '../../ui/ErrorState.tsx'
import { errorDetail } from '../courses/feedback.ts'

interface ListErrorProps {
  title: string
  list: { error: unknown; isRefetching: boolean; refetch: () => unknown }
}

/** An admin list that could not load: the screen's message, the server's reason, and a retry. */
export function ListError({ title, list }: ListErrorProps) {
  return (
    <ErrorState title={title} onRetry={() => void list.refetch()} retrying={list.isRefetching}>
      {errorDetail(list.error, title)}
    </ErrorState>
  )
}
