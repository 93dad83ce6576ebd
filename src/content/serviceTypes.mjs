// Spec §9 Service Type options, in order. Plain JavaScript: the form (src/content/contact.ts
// re-exports it) and the contact endpoint (src/lib/lead.mjs, run by Node and the Lambda function)
// read the one list.
export const serviceTypes = /** @type {const} */ ([
  'Freight Transportation',
  'Warehouse Management',
  'Supply Chain Solutions',
  'Last-Mile Delivery',
  'Logistics Consulting',
  'Other',
]);
