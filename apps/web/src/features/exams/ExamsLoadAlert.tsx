import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'

/** A section of another page whose exams did not load: says so in one line, with « Réessayer ». */
export function ExamsLoadAlert({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {message}{' '}
      <Button variant="ghost" size="sm" loading={retrying} onClick={onRetry}>
        Réessayer
      </Button>
    </Alert>
  )
}
