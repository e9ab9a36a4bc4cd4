import { Outlet } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { WithData } from '../lib/data.tsx'
import { lazyNamed } from '../lib/lazy-named.ts'
import { Header } from './Header.tsx'

// Below the page or floating over it: downloaded after the page itself.
const Footer = lazyNamed(() => import('./Footer.tsx'), 'Footer')
const FloatingWhatsApp = lazyNamed(() => import('./FloatingWhatsApp.tsx'), 'FloatingWhatsApp')

/**
 * The floating button shows once the visitor scrolls: it would cover the hero's buttons on a
 * phone, and its number costs a server call nobody needs before then.
 */
function useHasScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (scrolled) return
    const check = () => {
      if (window.scrollY > 200) setScrolled(true)
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [scrolled])
  return scrolled
}

export function PublicLayout() {
  const scrolled = useHasScrolled()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      {/* No placeholder: <main> fills the screen meanwhile, so the footer arrives below the fold. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {scrolled ? (
        <Suspense fallback={null}>
          <WithData fallback={null}>
            <FloatingWhatsApp />
          </WithData>
        </Suspense>
      ) : null}
    </div>
  )
}
