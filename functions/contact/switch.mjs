// The one switch for lead delivery (README, "Receive leads"; infra/README.md section 7): CONTACT_DELIVERY=on in the
// environment of `npm run build` makes the contact form post to /api/contact, and in the
// environment of `npm run serve` (and so `npm start`) makes the local server answer it. Unset,
// empty or "off": the spec's console-only form, and pages byte for byte as without this feature.

export const SWITCH = 'CONTACT_DELIVERY';

/** Whether delivery is on. Anything but on/off/empty is an error, so a typo never turns it off quietly. */
export function contactDeliveryOn(env = process.env) {
  const value = String(env[SWITCH] ?? '')
    .trim()
    .toLowerCase();
  if (value === 'on') return true;
  if (value === '' || value === 'off') return false;
  throw new Error(`${SWITCH} must be "on" or "off" (or unset), not ${JSON.stringify(env[SWITCH])}`);
}
