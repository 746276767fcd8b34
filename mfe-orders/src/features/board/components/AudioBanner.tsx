import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { audioState, subscribeAudio, unlockAudio } from '../../../shared/chime';

export const AUDIO_BLOCKED = 'Ton ist aus – hier tippen, um Bestellungen hörbar zu machen';
export const AUDIO_UNAVAILABLE =
  'Ton ist aus – dieser Browser kann hier keine Töne abspielen. Neue Bestellungen werden nur hervorgehoben.';

/**
 * The chime cannot be silently off: while the browser blocks audio (a page loaded without a
 * gesture, as a board that reloads itself at night), a banner says so, and tapping it turns
 * the sound on. It goes when the browser reports the audio running.
 */
export function AudioBanner() {
  const state = useSyncExternalStore(subscribeAudio, audioState);
  if (state === 'on') return null;
  if (state === 'unavailable') {
    return <Alert type="warning" showIcon title={AUDIO_UNAVAILABLE} />;
  }
  return (
    <button
      type="button"
      data-testid="audio-banner"
      onClick={unlockAudio}
      style={{
        display: 'block',
        width: '100%',
        padding: '12px 16px',
        border: '1px solid #ffbb96',
        borderRadius: 8,
        background: '#fff2e8',
        color: '#871400',
        font: 'inherit',
        fontWeight: 600,
        textAlign: 'left',
        cursor: 'pointer',
      }}
    >
      {AUDIO_BLOCKED}
    </button>
  );
}
