/**
 * Article bodies, one chunk per post: a page loads only its own article. The prerender and the
 * browser entry preload it before rendering (the blog-post route's handle.preload), so the first
 * render has it; a client-side navigation to a post suspends until it arrives.
 */
const loaders = import.meta.glob<string>('./posts/*.md', { query: '?raw', import: 'default' });

const bodies = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

/** The build manifest key of a post's body chunk (preloaded in the post's <head>). */
export function postBodyModule(slug: string): string {
  return `src/content/posts/${slug}.md?raw`;
}

export function loadPostBody(slug: string): Promise<string> {
  const loader = loaders[`./posts/${slug}.md`];
  if (!loader) return Promise.reject(new Error(`No article body for "${slug}"`));
  let promise = pending.get(slug);
  if (!promise) {
    promise = loader().then((body) => {
      bodies.set(slug, body);
      return body;
    });
    pending.set(slug, promise);
  }
  return promise;
}

/** The body if it is already loaded (synchronously), else undefined. */
export function loadedPostBody(slug: string): string | undefined {
  return bodies.get(slug);
}
