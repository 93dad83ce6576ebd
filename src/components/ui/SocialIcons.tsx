import sprite from '../../assets/img/social.svg';

/**
 * Simple brand glyphs (lucide no longer ships brand icons), 24×24 in currentColor, drawn from one cached
 * file (its symbols named as src/config/site.ts's socialLinks): inline, their paths were the largest
 * part of every page's footer after compression.
 */
export function SocialIcon({ icon }: { icon: string }) {
  return (
    <svg width={20} height={20} fill="currentColor" aria-hidden="true">
      <use href={`${sprite}#${icon}`} />
    </svg>
  );
}
