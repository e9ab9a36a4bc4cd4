// The home page below the fold: headings and static bodies (this chunk), and the blocks that need
// the server (their own chunks, mounted when the visitor comes within a screen of them).
import { lazy, type ReactNode } from 'react'
import { SERVICE_HOURS } from '../../lib/brand.ts'
import { cn } from '../../lib/cn.ts'
import { WithData } from '../../lib/data.tsx'
import { lazyNamed } from '../../lib/lazy-named.ts'
import { useEagerMount } from '../../ssr/hydration.ts'
import { NearViewport } from '../../ui/NearViewport.tsx'
import { CAROUSEL_HEIGHT } from '../announcements/carousel-size.ts'
import { Faq } from './Faq.tsx'
import { FeedbackGallery } from './FeedbackGallery.tsx'
import { IntroVideo } from './IntroVideo.tsx'
import { Reasons } from './Reasons.tsx'
import { Screenshots } from './Screenshots.tsx'
import { SectionHeading } from './SectionHeading.tsx'

const withSettings = () => import('./with-settings.ts')
const ContactForm = lazyNamed(withSettings, 'ContactForm')
const PaymentInfo = lazyNamed(withSettings, 'PaymentInfo')
const SocialLinks = lazyNamed(withSettings, 'SocialSection')
const AnnouncementsCarousel = lazy(() => import('../announcements/AnnouncementsCarousel.tsx'))
const Testimonials = lazy(() => import('../testimonials/TestimonialsSection.tsx'))

/**
 * Server data for `children`, once the visitor is about to see them; `fallback` holds their place.
 * At once in the page the server rendered (it drew them with their data).
 */
function Connected({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const eager = useEagerMount()
  if (eager) return <WithData fallback={fallback}>{children}</WithData>
  return (
    <NearViewport fallback={fallback}>
      <WithData fallback={fallback}>{children}</WithData>
    </NearViewport>
  )
}

export function FormationsSection() {
  const placeholder = <div className={cn('mx-auto max-w-5xl', CAROUSEL_HEIGHT)} />
  return (
    <>
      <SectionHeading
        id="formations-titre"
        eyebrow="Formations"
        title="Nos formations du moment"
        intro="Stages intensifs, cycles de révision et préparation aux concours : réservez votre place."
      />
      <Connected fallback={placeholder}>
        <AnnouncementsCarousel />
      </Connected>
    </>
  )
}

export function ServicesSection() {
  return (
    <>
      <SectionHeading id="services-titre" eyebrow="Nos services" title="Pourquoi choisir Tutorat Maroc ?" />
      <Reasons />
    </>
  )
}

export function TestimonialsSection() {
  return (
    <>
      <SectionHeading
        id="temoignages-titre"
        eyebrow="Témoignages"
        title="Ils ont progressé avec nous"
        intro="Ce que nos étudiants disent de leurs séances. Vous aussi, partagez votre expérience."
      />
      <Connected fallback={<div className="min-h-[48rem]" />}>
        <Testimonials />
      </Connected>
    </>
  )
}

export function FeedbackSection() {
  return (
    <>
      <SectionHeading id="retours-titre" eyebrow="Vos retours" title="Leurs messages après les séances" />
      <FeedbackGallery />
    </>
  )
}

export function VideoSection() {
  return (
    <>
      <SectionHeading
        id="video-titre"
        eyebrow="Présentation"
        title="Découvrez Tutorat Maroc en vidéo"
        intro="Deux minutes pour voir comment se passent nos séances en direct et votre espace étudiant."
      />
      <IntroVideo />
    </>
  )
}

export function FaqSection() {
  return (
    <>
      <SectionHeading id="faq-titre" eyebrow="FAQ" title="Questions fréquentes" />
      <Faq />
    </>
  )
}

export function ContactSection() {
  return (
    <>
      <SectionHeading
        id="contact-titre"
        eyebrow="Contact"
        title="Parlons de vos objectifs"
        intro={`Écrivez-nous : votre message s’ouvre dans WhatsApp, prêt à être envoyé. Réponse rapide, ${SERVICE_HOURS}.`}
      />
      <Connected fallback={<div className="min-h-[36rem]" />}>
        <ContactForm />
      </Connected>
    </>
  )
}

export function PaymentSection() {
  return (
    <>
      <SectionHeading
        id="paiement-titre"
        eyebrow="Paiement"
        title="Informations de paiement"
        intro="Pour payer une formation, appuyez sur « S’inscrire » sur sa page : vous recevez une référence à écrire sur le virement, puis vous envoyez la preuve dans « Mes paiements »."
      />
      <Connected fallback={<div className="min-h-[30rem]" />}>
        <PaymentInfo />
      </Connected>
    </>
  )
}

export function SocialSection() {
  return (
    <Connected fallback={null}>
      <SocialLinks />
    </Connected>
  )
}

export function PlatformSection() {
  return (
    <>
      <SectionHeading
        id="cours-titre"
        eyebrow="La plateforme"
        title="Vos cours, au même endroit"
        intro="Un espace étudiant clair : vos cours vidéo par module, vos séances enregistrées et vos ressources."
      />
      <Screenshots />
    </>
  )
}
