import { Link } from '@tanstack/react-router'
import { Mail, MessageCircle } from 'lucide-react'
import { SITE, whatsappUrl } from '../lib/site.ts'
import { Logo } from '../ui/Logo.tsx'
import { NavLinks } from './NavLinks.tsx'

const LINK = 'rounded-sm text-sm text-slate-300 hover:text-white hover:underline'

export function Footer() {
  const whatsapp = whatsappUrl('Bonjour, je souhaite avoir des informations sur vos cours.')
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">
            Cours de soutien en direct, cours vidéo et préparation aux concours pour les étudiants des écoles d’ingénieurs et
            des universités marocaines.
          </p>
        </div>

        <nav aria-label="Liens rapides">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Liens rapides</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
            <NavLinks linkClassName={LINK} />
            <li>
              <Link to="/student/login" className={LINK}>
                Espace étudiant
              </Link>
            </li>
            <li>
              <Link to="/login" className={LINK}>
                Connexion administrateur
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Nous contacter</h2>
          <ul className="space-y-2 text-sm">
            <li>Disponibles {SITE.serviceHours}</li>
            <li>Première séance d’évaluation gratuite</li>
            {whatsapp ? (
              <li>
                <a href={whatsapp} target="_blank" rel="noreferrer" className={`${LINK} inline-flex items-center gap-2`}>
                  <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
                </a>
              </li>
            ) : null}
            {SITE.contactEmail ? (
              <li>
                <a href={`mailto:${SITE.contactEmail}`} className={`${LINK} inline-flex items-center gap-2`}>
                  <Mail className="size-4" aria-hidden="true" /> {SITE.contactEmail}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {SITE.name}. Tous droits réservés.
      </p>
    </footer>
  )
}
