import { Seo } from '../seo/Seo';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { pagePath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';

/**
 * A blog address that names nothing, inside the layout: an unknown post ('Blog not found.', spec
 * §8) or a page of the list past the last one. The prerender answers 404 for it.
 */
export function BlogNotFound({ heading, description, path, browse }: { heading: string; description: string; path: string; browse: string }) {
  const { locale } = useChrome();
  return (
    <Container className="py-24 text-center">
      <Seo title={heading.replace(/\.$/, '')} description={description} path={path} noindex />
      <h1 className="text-3xl font-extrabold text-navy-900">{heading}</h1>
      <ButtonLink to={pagePath('blog', locale)} variant="navy" className="mt-8">
        {browse}
      </ButtonLink>
    </Container>
  );
}
