import type { Migration } from 'kysely/migration'
import * as identity from './0001_identity.ts'
import * as courses from './0002_courses.ts'
import * as publicContent from './0003_public_content.ts'
import * as recruitment from './0004_recruitment.ts'
import * as listingIndexes from './0005_listing_indexes.ts'
import * as imageVariants from './0007_image_variants.ts'
import * as studentAccounts from './0008_student_accounts.ts'
import * as adminTwoFactor from './0009_admin_two_factor.ts'
import * as messages from './0010_messages.ts'
import * as formationLinks from './0011_formation_links.ts'
import * as payments from './0012_payments.ts'
import * as liveSessions from './0013_live_sessions.ts'
import * as exams from './0014_exams.ts'
import * as emailVerification from './0015_email_verification.ts'
import * as accessHistory from './0016_access_history.ts'
import * as driveProtection from './0017_drive_protection.ts'
import * as videoPlays from './0018_video_plays.ts'
import * as examReviewSeen from './0019_exam_review_seen.ts'
import * as pendingWorkIndexes from './0020_pending_work_indexes.ts'
import * as hostedVideos from './0021_hosted_videos.ts'
import * as receiptNumbers from './0023_receipt_numbers.ts'
import * as refusalNewProof from './0025_refusal_new_proof.ts'
import * as growthIndexes from './0026_growth_indexes.ts'
import * as growthCounters from './0027_growth_counters.ts'
import * as applicationDuplicates from './0028_application_duplicates.ts'
import * as formationPage from './0029_formation_page.ts'
import * as coupons from './0030_coupons.ts'
import * as instalments from './0031_instalments.ts'
import * as cardTransactions from './0032_card_transactions.ts'
import * as businessFigures from './0033_business_figures.ts'
import * as deferrableCycle from './0034_deferrable_cycle.ts'
import * as cardRefunds from './0035_card_refunds.ts'
import * as examSectionsBank from './0036_exam_sections_bank.ts'
import * as attemptSectionScores from './0037_attempt_section_scores.ts'

// Listed explicitly (not read from disk) so the order is reviewed and bundlers see them.
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
  '0002_courses': courses,
  '0003_public_content': publicContent,
  '0004_recruitment': recruitment,
  '0005_listing_indexes': listingIndexes,
  '0007_image_variants': imageVariants,
  '0008_student_accounts': studentAccounts,
  '0009_admin_two_factor': adminTwoFactor,
  '0010_messages': messages,
  '0011_formation_links': formationLinks,
  '0012_payments': payments,
  '0013_live_sessions': liveSessions,
  '0014_exams': exams,
  '0015_email_verification': emailVerification,
  '0016_access_history': accessHistory,
  '0017_drive_protection': driveProtection,
  '0018_video_plays': videoPlays,
  '0019_exam_review_seen': examReviewSeen,
  '0020_pending_work_indexes': pendingWorkIndexes,
  '0021_hosted_videos': hostedVideos,
  '0023_receipt_numbers': receiptNumbers,
  '0025_refusal_new_proof': refusalNewProof,
  '0026_growth_indexes': growthIndexes,
  '0027_growth_counters': growthCounters,
  '0028_application_duplicates': applicationDuplicates,
  '0029_formation_page': formationPage,
  '0030_coupons': coupons,
  '0031_instalments': instalments,
  '0032_card_transactions': cardTransactions,
  '0033_business_figures': businessFigures,
  '0034_deferrable_cycle': deferrableCycle,
  '0035_card_refunds': cardRefunds,
  '0036_exam_sections_bank': examSectionsBank,
  '0037_attempt_section_scores': attemptSectionScores,
}
