import type { Icon as IconComponent } from '../icons/icon';
import { cn } from '../../lib/cn';

const tones = {
  navy: 'size-12 bg-navy-900 text-white',
  orange: 'size-14 bg-orange-50 text-orange-600',
} as const;

/** A decorative icon on a rounded square, the opening of a card. */
export function IconTile({ icon: Icon, tone = 'navy', className }: { icon: IconComponent; tone?: keyof typeof tones; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center rounded-xl', tones[tone], className)}>
      <Icon aria-hidden="true" className={tone === 'orange' ? 'size-7' : 'size-6'} />
    </span>
  );
}
