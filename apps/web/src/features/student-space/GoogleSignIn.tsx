import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google'

interface GoogleSignInProps {
  clientId: string
  onCredential: (credential: string) => void
  onError: () => void
}

// Loaded on demand: Google's script and this wrapper stay out of the login page's chunk.
export function GoogleSignIn({ clientId, onCredential, onError }: GoogleSignInProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} locale="fr" onScriptLoadError={onError}>
      <div className="flex min-h-11 justify-center">
        <GoogleLogin
          onSuccess={({ credential }) => (credential ? onCredential(credential) : onError())}
          onError={onError}
          text="signin_with"
          shape="rectangular"
          width={300}
        />
      </div>
    </GoogleOAuthProvider>
  )
}
