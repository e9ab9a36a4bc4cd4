import { seededShuffle } from './shuffle.ts'

// DESIGN §19: each student's draw is made once, at the start, and frozen in the attempt. A
// question never appears twice in one attempt; within a draw, the questions the student has not
// seen come first, the seen ones only fill what the unseen cannot (Moodle's rule). Two draws may
// share questions: a pick that would leave a later draw short is skipped (Hall's condition on
// the draws still to make), so a set of sections the save accepted is always drawn in full.

export interface SectionPlan {
  /** chosen questions, in their order; null for a draw */
  chosen: readonly number[] | null
  draw: { count: number; pool: readonly number[] } | null
}

/** True when every group of `draws` can still be served from the questions not `taken`. */
export function drawsFeasible(draws: readonly { count: number; pool: readonly number[] }[], taken: ReadonlySet<number>): boolean {
  const available = draws.map((draw) => draw.pool.filter((id) => !taken.has(id)))
  for (let mask = 1; mask < 1 << draws.length; mask++) {
    const union = new Set<number>()
    let demand = 0
    for (const [index, pool] of available.entries()) {
      if (!(mask & (1 << index))) continue
      demand += draws[index]?.count ?? 0
      for (const id of pool) union.add(id)
    }
    if (union.size < demand) return false
  }
  return true
}

function pickDraw(draw: { count: number; pool: readonly number[] }, later: SectionPlan['draw'][], taken: Set<number>, seen: (id: number) => boolean, seed: number) {
  const laterDraws = later.filter((d): d is NonNullable<typeof d> => d !== null)
  const shared = new Set(laterDraws.flatMap((d) => d.pool))
  const shuffled = seededShuffle(draw.pool, seed)
  const ordered = [...shuffled.filter((id) => !seen(id)), ...shuffled.filter((id) => seen(id))]
  const picked: number[] = []
  for (const id of ordered) {
    if (picked.length === draw.count) break
    if (taken.has(id)) continue
    taken.add(id)
    const remaining = { count: draw.count - picked.length - 1, pool: draw.pool }
    // only a question a later draw could also use may leave it short
    if (shared.has(id) && !drawsFeasible([remaining, ...laterDraws], taken)) {
      taken.delete(id)
      continue
    }
    picked.push(id)
  }
  return picked
}

/** Every section's question ids for one attempt: chosen ones as listed, draws frozen from `seed`. */
export function drawSections(plans: readonly SectionPlan[], seen: (id: number) => boolean, seed: number): number[][] {
  const taken = new Set<number>(plans.flatMap((plan) => plan.chosen ?? []))
  return plans.map((plan, index) => {
    if (plan.chosen) return [...plan.chosen]
    if (!plan.draw) return []
    return pickDraw(plan.draw, plans.slice(index + 1).map((p) => p.draw), taken, seen, (seed + index * 7919) >>> 0)
  })
}
