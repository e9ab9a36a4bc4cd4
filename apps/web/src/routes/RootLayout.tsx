import { type ErrorComponentProps, Outlet, useRouter } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { Button } from '../ui/Button.tsx'
import { Logo } from '../ui/Logo.tsx'

export function RootLayout() {
  return <Outlet />
}

// A lazily loaded page can fail to download (new deployment, lost connection).
const CHUNK_FAILURE = /dynamically imported module|Loading chunk|Importing a module script failed/i

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const chunk = error instanceof Error && CHUNK_FAILURE.test(error.message)
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <div className="max-w-md space-y-2">
        <h1 className="text-2xl font-bold text-brand-950">Une erreur est survenue</h1>
        <p className="text-muted">
          {chunk
            ? 'Impossible de charger cette page. Vérifiez votre connexion internet puis rechargez la page.'
            : 'Cette page n’a pas pu s’afficher. Veuillez réessayer.'}
        </p>
      </div>
      <Button onClick={() => (chunk ? window.location.reload() : void router.invalidate())}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Recharger la page
      </Button>
    </main>
  )
}
