/** wa.me link with a prefilled message (digits only in the number). */
export const whatsappLink = (number: string, text: string) => `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
