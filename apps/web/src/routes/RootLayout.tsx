import { type ErrorComponentProps, Outlet, useRouter } from '@tanstack/react-router'
import { RefreshCw, WifiOff } from 'lucide-react'
import { Button, buttonClasses } from '../ui/Button.tsx'
import { Logo } from '../ui/Logo.tsx'

export function RootLayout() {
  return <Outlet />
}

// A lazily loaded page can fail to download (new deployment, lost connection).
const CHUNK_FAILURE = /dynamically imported module|Loading chunk|Importing a module script failed/i

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const chunk = error instanceof Error && CHUNK_FAILURE.test(error.message)
  // without a connection, whatever failed: say so, and where the pages kept on the phone are
  const offline = !navigator.onLine
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <div className="max-w-md space-y-2">
        <h1 className="flex items-center justify-center gap-2 text-2xl font-bold text-brand-950">
          {offline ? <WifiOff className="size-6 shrink-0" aria-hidden="true" /> : null}
          {offline ? 'Vous êtes hors ligne' : 'Une erreur est survenue'}
        </h1>
        <p className="text-muted">
          {offline
            ? 'Cette page a besoin d’une connexion. Les pages déjà ouvertes et vos PDF enregistrés restent disponibles.'
            : chunk
              ? 'Impossible de charger cette page. Vérifiez votre connexion internet puis rechargez la page.'
              : 'Cette page n’a pas pu s’afficher. Veuillez réessayer.'}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => (chunk || offline ? window.location.reload() : void router.invalidate())}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Recharger la page
        </Button>
        {offline ? (
          <a href="/hors-ligne" className={buttonClasses('secondary')}>
            Voir ce qui est disponible
          </a>
        ) : null}
      </div>
    </main>
  )
}
