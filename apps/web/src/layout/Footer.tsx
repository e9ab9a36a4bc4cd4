import { Link } from '@tanstack/react-router'
import { Mail, MessageCircle } from 'lucide-react'
import type { MouseEvent } from 'react'
import { SERVICE_HOURS, SITE_NAME } from '../lib/brand.ts'
import { WithData } from '../lib/data.tsx'
import { useSiteSettings, useWhatsappUrl } from '../lib/site.ts'
import { Logo } from '../ui/Logo.tsx'
import { NearViewport } from '../ui/NearViewport.tsx'
import { SCHOOLS } from '../features/home/schools.ts'
import { FOOTER_SECTION_LINKS, type SectionId } from './nav.ts'
import { useGoToSection } from './use-go-to-section.ts'

const LINK = 'rounded-sm text-sm text-slate-300 hover:text-white hover:underline'
const HEADING = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase'

/** The public footer (SPEC §2): quick links, partner schools, how to reach us. Loaded after the page. */
export function Footer() {
  const goToSection = useGoToSection()
  const onSection = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    goToSection(id)
  }
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">
            Cours de soutien en direct, cours vidéo et préparation aux concours pour les étudiants des écoles d’ingénieurs et des universités
            marocaines.
          </p>
        </div>

        <nav aria-label="Liens rapides">
          <h2 className={HEADING}>Liens rapides</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
            {FOOTER_SECTION_LINKS.map((section) => (
              <li key={section.id}>
                <a href={`/#${section.id}`} className={LINK} onClick={onSection(section.id)}>
                  {section.label}
                </a>
              </li>
            ))}
            <li>
              <Link to="/student/login" className={LINK}>
                Espace étudiant
              </Link>
            </li>
            <li>
              <Link to="/login" className={LINK}>
                Connexion
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className={HEADING}>Écoles partenaires</h2>
          <ul className="flex flex-wrap gap-1.5" aria-label="Écoles partenaires">
            {SCHOOLS.map((school) => (
              <li key={school} className="rounded-full border border-white/20 px-2.5 py-0.5 text-xs font-semibold text-slate-200">
                {school}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={HEADING}>Nous contacter</h2>
          <ul className="space-y-2 text-sm">
            <li>Disponibles {SERVICE_HOURS}</li>
            <li>Première séance d’évaluation gratuite</li>
          </ul>
          <NearViewport fallback={null}>
            <WithData fallback={null}>
              <FooterContact />
            </WithData>
          </NearViewport>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {SITE_NAME}. Tous droits réservés.
      </p>
    </footer>
  )
}

function FooterContact() {
  const settings = useSiteSettings()
  const whatsapp = useWhatsappUrl()
  return (
    <ul className="mt-2 space-y-2 text-sm">
      {whatsapp ? (
        <li>
          <a href={whatsapp('Bonjour, je souhaite avoir des informations sur vos cours.')} target="_blank" rel="noopener noreferrer" className={`${LINK} inline-flex items-center gap-2`}>
            <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
          </a>
        </li>
      ) : null}
      {settings?.contact_email ? (
        <li>
          <a href={`mailto:${settings.contact_email}`} className={`${LINK} inline-flex items-center gap-2 break-all`}>
            <Mail className="size-4 shrink-0" aria-hidden="true" /> {settings.contact_email}
          </a>
        </li>
      ) : null}
    </ul>
  )
}
