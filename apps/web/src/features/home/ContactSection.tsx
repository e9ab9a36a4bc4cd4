import { Link } from '@tanstack/react-router'
import { Clock, Gift, Mail, MessageCircle } from 'lucide-react'
import { SITE, whatsappUrl } from '../../lib/site.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { SectionHeading } from './SectionHeading.tsx'

export function ContactSection() {
  const whatsapp = whatsappUrl('Bonjour, je souhaite réserver ma séance d’évaluation gratuite.')
  return (
    <section id="contact" aria-labelledby="contact-title" className="px-4 py-16 sm:px-6 md:py-20">
      <div className="mx-auto max-w-4xl">
        <SectionHeading
          id="contact-title"
          eyebrow="Contact"
          title="Parlons de vos objectifs"
          intro="Une question sur un cours, un concours ou une formule ? Notre équipe vous répond et vous oriente vers le bon professeur."
        />
        <Card className="grid gap-6 p-6 sm:grid-cols-2 sm:p-8">
          <ul className="space-y-4">
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <strong className="block text-brand-950">Disponibles {SITE.serviceHours}</strong>
                <span className="text-sm text-muted">Des séances possibles en soirée et le week-end.</span>
              </span>
            </li>
            <li className="flex gap-3">
              <Gift className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <strong className="block text-brand-950">Séance d’évaluation gratuite</strong>
                <span className="text-sm text-muted">Pour faire le point sur votre niveau, sans engagement.</span>
              </span>
            </li>
          </ul>
          <div className="flex flex-col justify-center gap-3">
            {whatsapp ? (
              <a href={whatsapp} target="_blank" rel="noreferrer" className={buttonClasses('accent', 'lg')}>
                <MessageCircle className="size-5" aria-hidden="true" />
                Écrire sur WhatsApp
              </a>
            ) : null}
            {SITE.contactEmail ? (
              <a href={`mailto:${SITE.contactEmail}`} className={buttonClasses('secondary', 'lg')}>
                <Mail className="size-5" aria-hidden="true" />
                {SITE.contactEmail}
              </a>
            ) : null}
            <Link to="/courses" className={buttonClasses(whatsapp ? 'secondary' : 'primary', 'lg')}>
              Voir les formations
            </Link>
            <Link to="/student/login" className={buttonClasses('secondary', 'lg')}>
              Déjà inscrit ? Espace étudiant
            </Link>
          </div>
        </Card>
      </div>
    </section>
  )
}
