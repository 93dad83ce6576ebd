// `npm run serve`: dist/ (or DIST) on PORT with the CDN's rules; HTTP2=on as CloudFront serves it; CONTACT_DELIVERY=on with /api/contact answered locally.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactDeliveryOn, SWITCH } from '../functions/contact/switch.mjs';
import { startServer } from './app.mjs';

const { PORT = '4173', HOST = '127.0.0.1', DIST = 'dist', LEADS_DIR } = process.env;
const overHttp2 = process.env.HTTP2 === 'on';

let contact;
if (contactDeliveryOn()) {
  const { DEFAULT_LEADS_DIR, startLocalLeads } = await import('./leads.mjs');
  const dir = LEADS_DIR || DEFAULT_LEADS_DIR;
  const log = (/** @type {Record<string, unknown>} */ record) => console.log('contact:', ...Object.entries(record).map(([key, value]) => `${key}=${value}`));
  const leads = await startLocalLeads({ dir, log });
  contact = leads.handler;
  console.log(`Lead delivery on: POST /api/contact stores in ${join(dir, 's3')}, emails to ${leads.outbox}; \`npm run leads\` lists them`);
  const page = join(DIST, 'contact', 'index.html');
  if (!existsSync(page) || !readFileSync(page, 'utf8').includes('name="website"')) {
    console.warn(`warning: ${DIST}/ was built without ${SWITCH}=on, so its form does not send: build it with ${SWITCH}=on npm run build`);
  }
}

await startServer({ port: Number(PORT), host: HOST, dist: DIST, contact, http2: overHttp2 });
const where = overHttp2 ? `https://127.0.0.1:${PORT} (HTTP/2; a local certificate only the project's Chromium trusts)` : `http://localhost:${PORT}`;
console.log(`Serving ${DIST === 'dist' ? 'dist/' : DIST} with the CDN's rules on ${where}`);
