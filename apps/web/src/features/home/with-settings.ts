// The home sections that read the site settings (WhatsApp number, email, bank, socials).
export { ContactForm } from './ContactForm.tsx'
export { PaymentInfo } from './PaymentInfo.tsx'
export { SocialSection } from './SocialSection.tsx'
