// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Static } from './Static';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
});

/** A post page: its title comes from the route's data; `where` differs on the server and in the browser. */
function Post() {
  const { title, where } = useLoaderData<{ title: string; where: string }>();
  return (
    <main>
      <Static as="article" className="band" aria-label="Article">
        <h1>{title}</h1>
        <p>{where}</p>
      </Static>
    </main>
  );
}

const postRoutes = (where: string) => [
  { path: '/blogs/:slug', element: <Post />, loader: ({ params }: { params: { slug?: string } }) => ({ title: `Post ${params.slug}`, where }) },
];

/** The page as the prerender writes it (made in the "server"), then hydrated in the "browser". */
async function hydratePost() {
  const server = createMemoryRouter(postRoutes('server'), { initialEntries: ['/blogs/a'] });
  await server.initialize?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.createElement('div');
  vi.stubEnv('SSR', true);
  container.innerHTML = renderToString(<RouterProvider router={server} />);
  vi.unstubAllEnvs();
  document.body.append(container);
  const browser = createMemoryRouter(postRoutes('browser'), {
    initialEntries: ['/blogs/a'],
    hydrationData: { loaderData: { 0: { title: 'Post a', where: 'browser' } } },
  });
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={browser} />);
  });
  return { container, browser };
}

describe('Static', () => {
  it('keeps the markup it was prerendered with when the app hydrates the page, attributes included', async () => {
    const { container } = await hydratePost();
    expect(container.querySelector('article')!.outerHTML).toBe(
      '<article class="band" aria-label="Article" data-static=""><h1>Post a</h1><p>server</p></article>',
    );
  });

  it('renders its children once the app navigates to another address, and keeps rendering them', async () => {
    const { container, browser } = await hydratePost();
    await act(async () => browser.navigate('/blogs/b'));
    expect(container.querySelector('article')!.innerHTML).toBe('<h1>Post b</h1><p>browser</p>');
    await act(async () => browser.navigate('/blogs/a'));
    expect(container.querySelector('article')!.innerHTML).toBe('<h1>Post a</h1><p>browser</p>');
  });

  it('renders its children where it mounts after the hydration, and on the server', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter>
          <Static as="footer">Hi</Static>
        </MemoryRouter>,
      );
    });
    expect(container.innerHTML).toBe('<footer data-static="">Hi</footer>');
    vi.stubEnv('SSR', true);
    expect(
      renderToString(
        <MemoryRouter>
          <Static as="footer">Hi</Static>
        </MemoryRouter>,
      ),
    ).toBe('<footer data-static="">Hi</footer>');
  });
});
