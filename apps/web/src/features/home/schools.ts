/** The engineering schools our students come from (SPEC §2 "School list"; also the footer's partners). */
export const SCHOOLS = ['EMI', 'ECC', 'EHTP', 'ENSIAS', 'ENSEM', 'ENSMR', 'INPT', 'ENSAM', 'ENSA', 'ENSET', 'ISEM', 'ENSIASD', 'ENIAD', 'ESITH'] as const

/**
 * The top bar's rotating label (SPEC §2), one colour each. Every colour reaches at least 7:1
 * on the bar's brand-950 background (WCAG AA asks 4.5:1).
 */
export const TRACKS = [
  { label: 'ENSA', color: 'text-amber-300' },
  { label: 'FST', color: 'text-sky-300' },
  { label: 'FS', color: 'text-emerald-300' },
  { label: 'EST', color: 'text-rose-300' },
  { label: 'ENS', color: 'text-violet-300' },
  { label: 'ENSAM', color: 'text-orange-300' },
  { label: 'BTS', color: 'text-lime-300' },
  { label: 'DTS', color: 'text-cyan-300' },
  { label: 'PREPARATION AUX CONCOURS', color: 'text-pink-300' },
] as const
