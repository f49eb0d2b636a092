import { describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { videoEmbedUrl } from '../../web/src/features/educational/video-embed.ts';
import { CLOUDFRONT_CSP_MAX_LENGTH, contentSecurityPolicy, securityHeadersFor } from './security-headers.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('takes everything from the site itself, and nothing from anywhere else', () => {
    expect(directives(contentSecurityPolicy())).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'style-src-elem': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('allows the inline scripts and <style> blocks of the build by their hashes only', () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ['c2NyaXB0'], styles: ['c3R5bGU=', 'b3RoZXI='] }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'sha256-c2NyaXB0'"]);
    expect(policy['style-src-elem']).toEqual(["'self'", "'sha256-c3R5bGU='", "'sha256-b3RoZXI='"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('refuses a policy longer than CloudFront takes', () => {
    const styles = Array.from({ length: 40 }, (_, index) => `${'a'.repeat(43)}${index}`);
    expect(() => contentSecurityPolicy({ scripts: [], styles })).toThrow(
      new RegExp(`over CloudFront's ${CLOUDFRONT_CSP_MAX_LENGTH}`),
    );
  });

  it('allows every frame the content embeds: today none, as no syllabus topic links a video', () => {
    const policy = Object.fromEntries(
      securityHeadersFor(undefined)
        ['content-security-policy'].split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    const frameSources = policy['frame-src'] ?? policy['child-src'] ?? policy['default-src'] ?? [];
    const embedded = Object.values(contentBank)
      .flatMap((content) => content.syllabus.topics)
      .flatMap((topic) => (topic.videoUrl ? [videoEmbedUrl(topic.videoUrl)] : []))
      .flatMap((url) => (url ? [new URL(url).origin] : []));
    // A topic with a video needs its player's origin as frame-src (ADR 0045).
    expect(embedded.filter((origin) => !frameSources.includes(origin))).toEqual([]);
  });
});

describe('the security headers', () => {
  it('add HSTS for two years with preload, and turn off browser features and cross-origin openers', () => {
    const headers = securityHeadersFor(undefined);
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    for (const feature of ['microphone', 'geolocation', 'payment'])
      expect(headers['permissions-policy']).toContain(`${feature}=()`);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('carry the hashes a built site’s manifest lists', () => {
    const headers = securityHeadersFor({ inline: { scripts: [], styles: ['aGFzaA=='] } });
    expect(headers['content-security-policy']).toContain("style-src-elem 'self' 'sha256-aGFzaA==';");
  });
});
