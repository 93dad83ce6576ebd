/**
 * The page's one script tag. The prerendered HTML is complete and usable on its own, so the app's
 * JavaScript waits until the page has loaded: it never competes with the HTML, the stylesheet, the
 * font and the hero image for the first paint. Then every chunk this route needs (listed by the
 * prerender in #root's data-modules) is preloaded in parallel and the app hydrates.
 */
import './styles/index.css';

function start() {
  const modules = document.getElementById('root')?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./entry-client');
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
