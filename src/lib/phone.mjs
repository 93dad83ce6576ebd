// The company's phone number is written once, as people read it (src/content/company.yaml); its
// tel: link and its international form for structured data are derived from it here.

/**
 * A North American number as people write it: "(614) 555-0142", "614-555-0142", "614.555.0142",
 * "+1 614 555 0142". Groups: area code, exchange, line.
 */
export const PHONE = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/**
 * The number in international (E.164) form: "(614) 555-0142" → "+16145550142".
 * @param {string} phone
 * @returns {string}
 */
export function e164(phone) {
  const match = PHONE.exec(phone.trim());
  if (!match) throw new Error(`not a US phone number: ${JSON.stringify(phone)}`);
  return `+1${match[1]}${match[2]}${match[3]}`;
}

/**
 * The number's tel: link: "(614) 555-0142" → "tel:+16145550142".
 * @param {string} phone
 * @returns {string}
 */
export function telHref(phone) {
  return `tel:${e164(phone)}`;
}
