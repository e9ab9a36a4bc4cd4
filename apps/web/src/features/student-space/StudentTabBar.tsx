import { STUDENT_PLACES } from './student-nav.ts'
import { StudentPlaceLink } from './StudentPlaceLink.tsx'

/**
 * The student space's way around on a phone (issue 29): five labelled tabs fixed at the bottom,
 * in the thumb's reach, above the home indicator. `data-tab-bar` sets `--bottom-bar` (styles.css),
 * the room the page, the toasts and the offline bar keep for it.
 */
export function StudentTabBar() {
  return (
    <nav
      aria-label="Onglets de l’espace étudiant"
      data-tab-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-md items-stretch py-1">
        {STUDENT_PLACES.map((place) => (
          <li key={place.to} className="flex min-w-0 flex-1">
            <StudentPlaceLink place={place} look="tab" />
          </li>
        ))}
      </ul>
    </nav>
  )
}
