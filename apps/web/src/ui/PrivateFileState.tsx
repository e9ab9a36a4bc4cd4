import { errorMessage } from '../lib/error-message.ts'
import { ErrorState } from './ErrorState.tsx'
import { Skeleton } from './Skeleton.tsx'

interface PrivateFileStateProps {
  query: { isError: boolean; error: unknown; isRefetching: boolean; refetch: () => unknown }
  /** « Impossible d’afficher cette preuve. » */
  errorTitle: string
  /** « Chargement de la preuve… » */
  loadingLabel: string
  /** The placeholder's size (the file's future place). */
  className: string
}

/** While a private file (`usePrivateFile`) is not there to show: its failure with a retry, or a placeholder. */
export function PrivateFileState({ query, errorTitle, loadingLabel, className }: PrivateFileStateProps) {
  if (query.isError) {
    return (
      <ErrorState title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isRefetching}>
        {errorMessage(query.error, 'Vérifiez votre connexion et réessayez.')}
      </ErrorState>
    )
  }
  return (
    <div role="status">
      <Skeleton className={className} />
      <span className="sr-only">{loadingLabel}</span>
    </div>
  )
}
