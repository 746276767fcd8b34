import type { ScenePlayer } from './scene';

/**
 * A picture of what the TV shows, drawn like html2canvas does in small: each zone's image
 * or video frame, otherwise its text, onto a canvas at the screen's size (JPEG).
 */
export function takeScreenshot(scene: ScenePlayer | null, width = 1280): string {
  const ratio = window.innerHeight / Math.max(1, window.innerWidth);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round(width * ratio);
  const context = canvas.getContext('2d')!;
  const scale = canvas.width / Math.max(1, window.innerWidth);
  context.fillStyle = scene?.root.style.background || '#000';
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const { element, zone } of scene?.visible() ?? []) {
    const box = zone.getBoundingClientRect();
    const [x, y, w, h] = [box.left, box.top, box.width, box.height].map((v) => v * scale);
    const media = element.querySelector('img, video') as HTMLImageElement | HTMLVideoElement | null;
    try {
      if (media) {
        context.drawImage(media, x, y, w, h);
        continue;
      }
    } catch {
      // A frame not drawable (cross-origin): fall back to the text.
    }
    const style = getComputedStyle(element);
    context.fillStyle =
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ? style.backgroundColor : '#111';
    context.fillRect(x, y, w, h);
    context.fillStyle = style.color || '#fff';
    const lines = (element.innerText || '').split('\n').filter((line) => line.trim());
    const size = Math.max(12, Math.min(48, h / Math.max(8, lines.length + 2)));
    context.font = `${size}px sans-serif`;
    lines.forEach((line, index) => {
      if (y + (index + 2) * size * 1.3 < y + h)
        context.fillText(line, x + size, y + (index + 2) * size * 1.3, w - 2 * size);
    });
  }
  return canvas.toDataURL('image/jpeg', 0.75);
}
