import sprite from '../../assets/img/social.svg';

/**
 * Simple brand glyphs (lucide no longer ships brand icons), 24×24 in currentColor, drawn from one
 * cached file: inline, their paths were the largest part of every page's footer after compression.
 */
export function SocialIcon({ name }: { name: string }) {
  return (
    <svg width={20} height={20} fill="currentColor" aria-hidden="true">
      <use href={`${sprite}#${name.toLowerCase().replace(/[^a-z]/g, '')}`} />
    </svg>
  );
}
