// The one switch for lead delivery: CONTACT_DELIVERY=on builds a form posting to /api/contact and serves it; unset or off, the spec's console-only form.
export const SWITCH = 'CONTACT_DELIVERY';

export function contactDeliveryOn(env = process.env) {
  const value = String(env[SWITCH] ?? '')
    .trim()
    .toLowerCase();
  if (value === 'on') return true;
  if (value === '' || value === 'off') return false;
  throw new Error(`${SWITCH} must be "on" or "off" (or unset), not ${JSON.stringify(env[SWITCH])}`);
}
