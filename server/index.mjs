import { startServer } from './app.mjs';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
await startServer({ port, host });
console.log(`Serving dist/ with the CDN's rules on http://localhost:${port}`);
