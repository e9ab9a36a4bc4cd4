import { ContactSection } from './ContactSection.tsx'
import { FaqSection } from './FaqSection.tsx'
import { Hero } from './Hero.tsx'
import { ServicesSection } from './ServicesSection.tsx'

export function HomePage() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <FaqSection />
      <ContactSection />
    </>
  )
}
