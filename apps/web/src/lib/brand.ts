/**
 * What the first paint shows before any server answer: the brand (page titles) and the service
 * promise of SPEC §1 (the server reports the same '7j/24'). How to reach or pay us — WhatsApp,
 * email, bank details, social links — comes only from the server's site settings (lib/site.ts).
 */
export const SITE_NAME = 'Tutorat Maroc'
export const SERVICE_HOURS = '7j/24'
