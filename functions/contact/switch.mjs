// The one switch for lead delivery: CONTACT_DELIVERY=on makes `npm run build` a form that posts to /api/contact and
// `npm run serve` answer it; unset, empty or off, the spec's console-only form. Anything else is an error, never "off".
export const SWITCH = 'CONTACT_DELIVERY';

export function contactDeliveryOn(env = process.env) {
  const value = String(env[SWITCH] ?? '')
    .trim()
    .toLowerCase();
  if (value === 'on') return true;
  if (value === '' || value === 'off') return false;
  throw new Error(`${SWITCH} must be "on" or "off" (or unset), not ${JSON.stringify(env[SWITCH])}`);
}
