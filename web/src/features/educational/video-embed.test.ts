import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://videos.ejemplo.com.ar/clase.mp4', 'https://videos.ejemplo.com.ar/clase.mp4'],
  ])('embeds %s as %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    'http://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)',
    'no es una url',
    'https://youtube.com/watch',
  ])('does not embed %s', (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });
});
