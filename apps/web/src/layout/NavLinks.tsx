import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { PAGE_LINKS, SECTION_LINKS, type SectionId } from './nav.ts'
import { useGoToSection } from './use-go-to-section.ts'

interface NavLinksProps {
  /** The current page's link carries `data-status="active"`: style it with `data-[status=active]:`. */
  linkClassName: string
  /** Called after any link is followed (the mobile menu closes). */
  onNavigate?: () => void
}

export function NavLinks({ linkClassName, onNavigate }: NavLinksProps) {
  const goToSection = useGoToSection()
  const onSection = (id: SectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onNavigate?.()
    goToSection(id)
  }
  return (
    <>
      {PAGE_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            activeOptions={{ exact: true }}
            className={linkClassName}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
      {SECTION_LINKS.map((section) => (
        <li key={section.id}>
          <a href={`/#${section.id}`} className={linkClassName} onClick={onSection(section.id)}>
            {section.label}
          </a>
        </li>
      ))}
    </>
  )
}
