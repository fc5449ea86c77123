/**
 * A `tel:` address for a phone number as people write it: "(585) 555-0101" -> tel:5855550101, "988"
 * -> tel:988. Letters, spaces and punctuation are dropped; a leading + is kept.
 */
export const telHref = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
