import { startServer } from './app.mjs';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const dist = process.env.DIST ?? 'dist'; // DIST=path serves another build
await startServer({ port, host, dist });
console.log(`Serving ${dist === 'dist' ? 'dist/' : dist} with the CDN's rules on http://localhost:${port}`);
