/**
 * The address to put in an iframe for a syllabus video: YouTube and Vimeo links become their embed
 * players (YouTube without tracking cookies); other https addresses are used as they are. Anything
 * that is not https is not embedded.
 */
export function videoEmbedUrl(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1]
        : undefined;
  if (youtubeId !== undefined) {
    return youtubeId && /^[\w-]{6,20}$/.test(youtubeId)
      ? `https://www.youtube-nocookie.com/embed/${youtubeId}`
      : null;
  }
  const vimeoId = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname)?.[1] : undefined;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return url.href;
}
