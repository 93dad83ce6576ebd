import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './app.mjs';
import { contactDeliveryOn, SWITCH } from '../functions/contact/switch.mjs';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dist = process.env.DIST ?? 'dist'; // DIST=path serves another build
// HTTP2=on: over HTTP/2 with TLS, as CloudFront serves the site (the benches and the Lighthouse gate).
const overHttp2 = process.env.HTTP2 === 'on';

// CONTACT_DELIVERY=on: /api/contact answered by the contact endpoint, with the local store and outbox.
let contact;
if (contactDeliveryOn()) {
  const { DEFAULT_LEADS_DIR, startLocalLeads } = await import('./leads.mjs');
  const dir = process.env.LEADS_DIR || DEFAULT_LEADS_DIR;
  const leads = await startLocalLeads({
    dir,
    log: (record) =>
      console.log(
        `contact: ${Object.entries(record)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')}`,
      ),
  });
  contact = leads.handler;
  const builtOn = (() => {
    try {
      return readFileSync(join(dist, 'contact', 'index.html'), 'utf8').includes('name="website"');
    } catch {
      return false;
    }
  })();
  console.log(
    `Lead delivery on: POST /api/contact stores in ${join(dir, 's3')} (local S3 at ${leads.endpoint}), notifies to ${leads.outbox}; \`npm run leads\` lists them`,
  );
  if (!builtOn) console.warn(`warning: ${dist}/ was built without ${SWITCH}=on, so its form does not send: build it with ${SWITCH}=on npm run build`);
}

await startServer({ port, host, dist, contact, http2: overHttp2 });
console.log(
  `Serving ${dist === 'dist' ? 'dist/' : dist} with the CDN's rules on ${overHttp2 ? `https://127.0.0.1:${port} (HTTP/2; a local certificate only the project's Chromium trusts)` : `http://localhost:${port}`}`,
);
