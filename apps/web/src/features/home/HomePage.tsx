import { type ComponentType, Suspense } from 'react'
import { lazyNamed } from '../../lib/lazy-named.ts'
import { Hero } from './Hero.tsx'
import { HomeSection, type HomeSectionTone } from './HomeSection.tsx'
import { Schools } from './Schools.tsx'
import { TopBar } from './TopBar.tsx'

// The first bundle holds what the first screen shows (top bar, hero, schools) and the frame of
// every other section (so the scroll links find it). Their headings and bodies come in one chunk
// right after the first paint; the parts that need the server wait until the visitor comes near.
const sections = () => import('./sections.tsx')
const Formations = lazyNamed(sections, 'FormationsSection')
const Services = lazyNamed(sections, 'ServicesSection')
const Testimonials = lazyNamed(sections, 'TestimonialsSection')
const Feedback = lazyNamed(sections, 'FeedbackSection')
const Video = lazyNamed(sections, 'VideoSection')
const Faq = lazyNamed(sections, 'FaqSection')
const Contact = lazyNamed(sections, 'ContactSection')
const Payment = lazyNamed(sections, 'PaymentSection')
const Socials = lazyNamed(sections, 'SocialSection')
const Platform = lazyNamed(sections, 'PlatformSection')

interface FramedSection {
  id: string
  tone: HomeSectionTone
  /** The height held while the section's code comes (see HomeSection). */
  placeholder: string
  Body: ComponentType
}

// the tones alternate down the page; the scroll links and the menu name these ids
const FRAMED: FramedSection[] = [
  { id: 'formations', tone: 'surface', placeholder: 'h-[41rem] sm:h-[34rem]', Body: Formations },
  { id: 'services', tone: 'white', placeholder: 'h-[80rem] sm:h-[44rem] lg:h-[32rem]', Body: Services },
  { id: 'temoignages', tone: 'surface', placeholder: 'h-[60rem]', Body: Testimonials },
  { id: 'retours', tone: 'white', placeholder: 'h-[36rem]', Body: Feedback },
  { id: 'video', tone: 'surface', placeholder: 'h-[24rem] md:h-[40rem]', Body: Video },
  { id: 'faq', tone: 'white', placeholder: 'h-[40rem]', Body: Faq },
  { id: 'contact', tone: 'surface', placeholder: 'h-[56rem] lg:h-[36rem]', Body: Contact },
  { id: 'paiement', tone: 'white', placeholder: 'h-[56rem] lg:h-[34rem]', Body: Payment },
]
const PLATFORM: FramedSection = { id: 'cours', tone: 'surface', placeholder: 'h-[80rem] md:h-[50rem]', Body: Platform }

function Framed({ id, tone, placeholder, Body }: FramedSection) {
  return (
    <HomeSection id={id} tone={tone} placeholder={placeholder}>
      <Body />
    </HomeSection>
  )
}

export function HomePage() {
  return (
    <>
      <TopBar />
      <Hero />
      <Schools />
      {FRAMED.map((section) => (
        <Framed key={section.id} {...section} />
      ))}
      {/* no frame: the whole section is left out when the site has no social links */}
      <Suspense fallback={null}>
        <Socials />
      </Suspense>
      <Framed {...PLATFORM} />
    </>
  )
}
