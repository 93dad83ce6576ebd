import { Pause } from '../icons/Pause';
import { Play } from '../icons/Play';
import { fill } from '../../lib/locale.mjs';
import { useChrome } from '../layout/chrome';

/** The pause/play control of something that moves by itself; `what` names it for screen readers. */
export function PlayPauseButton({ playing, onClick, what, className }: { playing: boolean; onClick: () => void; what: string; className?: string }) {
  const { ui } = useChrome();
  return (
    <button type="button" onClick={onClick} className={className}>
      {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
      <span className="sr-only">{fill(playing ? ui.pause : ui.play, { what })}</span>
    </button>
  );
}
