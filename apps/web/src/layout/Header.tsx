import { Link } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { buttonClasses } from '../ui/Button.tsx'
import { Logo } from '../ui/Logo.tsx'
import { NavLinks } from './NavLinks.tsx'

const MENU_ID = 'menu-mobile'
const ACTIVE = 'data-[status=active]:bg-brand-50 data-[status=active]:font-semibold data-[status=active]:text-brand-900'

export function Header() {
  const [open, setOpen] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpen(false), [])

  // SPEC §2: the mobile menu closes on a click outside it (and, as users expect, on Escape).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return
      close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-control" onClick={close}>
          <Logo />
        </Link>

        <nav aria-label="Navigation principale" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            <NavLinks
              linkClassName={`rounded-control px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 ${ACTIVE}`}
            />
          </ul>
        </nav>

        <div className="hidden items-center gap-2 xl:flex">
          <Link to="/login" className={buttonClasses('ghost', 'sm')}>
            Connexion
          </Link>
          <Link to="/student/login" className={buttonClasses('accent', 'sm')}>
            Espace étudiant
          </Link>
        </div>

        <button
          type="button"
          className={buttonClasses('ghost', 'icon', 'xl:hidden')}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>

      <nav
        id={MENU_ID}
        aria-label="Menu mobile"
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white shadow-raised xl:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          <NavLinks
            onNavigate={close}
            linkClassName={`block rounded-control px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900 ${ACTIVE}`}
          />
          <li className="mt-2 grid grid-cols-2 gap-2 border-t border-line pt-3">
            <Link to="/login" className={buttonClasses('secondary', 'md')} onClick={close}>
              Connexion
            </Link>
            <Link to="/student/login" className={buttonClasses('accent', 'md')} onClick={close}>
              Espace étudiant
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
