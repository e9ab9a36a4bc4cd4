import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AnnouncementRow, toFormation, toListed } from '../src/domain/announcements/queries.ts'

// toListed builds the list's row field by field for speed (issue 30); it must stay exactly the
// formation minus its page, as toFormation gives it.
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null })
const row: fc.Arbitrary<AnnouncementRow> = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  title: fc.string(),
  description: fc.string(),
  image_url: nullable(fc.constantFrom('announcements/a.png', 'announcements/b.jpg')),
  image_width: nullable(fc.integer({ min: 1, max: 4000 })),
  image_height: nullable(fc.integer({ min: 1, max: 4000 })),
  image_variant_widths: nullable(fc.constantFrom([320, 640], [320, 640, 1280], [])),
  price: nullable(fc.string()),
  is_active: fc.boolean(),
  created_at: fc.constant('2026-11-29T01:00:00.000Z'),
  course_id: nullable(fc.integer({ min: 1, max: 9 })),
  course_title: nullable(fc.string()),
  amount_mad: nullable(fc.integer({ min: 1, max: 20_000 })),
  access_type: nullable(fc.constantFrom('standard', 'full')),
  duration_days: nullable(fc.integer({ min: 0, max: 365 })),
  programme: fc.string(),
  starts_on: nullable(fc.constant('2027-01-11')),
  schedule: fc.string(),
  teachers: fc.constantFrom([], [{ name: 'Pr. Alaoui', bio: 'Analyse', photo_url: null }]),
  faq: fc.constantFrom([], [{ question: 'Quand ?', answer: 'Samedi' }]),
  capacity: nullable(fc.integer({ min: 0, max: 60 })),
  instalments: fc.constantFrom([], [400, 400, 400], null),
  preview_video_id: nullable(fc.integer({ min: 1, max: 9 })),
  preview_title: nullable(fc.string()),
  preview_source: nullable(fc.constantFrom('drive', 'file')),
  preview_is_free: nullable(fc.boolean()),
  preview_course_id: nullable(fc.integer({ min: 1, max: 9 })),
}) as fc.Arbitrary<AnnouncementRow>

describe('a formation in the public lists', () => {
  it('is its formation without the page’s long texts, whatever the row', () => {
    fc.assert(
      fc.property(row, fc.integer({ min: 0, max: 80 }), (announcement, held) => {
        const taken = new Map([[announcement.id, held]])
        const { programme: _p, schedule: _s, teachers: _t, faq: _f, preview_video: _v, ...expected } = toFormation(announcement, taken)
        expect(toListed(announcement, taken)).toStrictEqual(expected)
      }),
    )
  })
})
