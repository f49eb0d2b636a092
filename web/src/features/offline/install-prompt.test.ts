import { describe, expect, it } from 'vitest';
import { INSTALL_QUIET_DAYS, isAppleMobile, isDismissed, pickInstallOffer } from './install-prompt.ts';

const DAY_MS = 24 * 3600_000;
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const iPadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; moto g54) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

describe('isAppleMobile', () => {
  it('knows an iPhone, and an iPad that says it is a Mac but has a touch screen', () => {
    expect(isAppleMobile(iPhone, 5)).toBe(true);
    expect(isAppleMobile(iPadOs, 5)).toBe(true);
  });

  it('leaves out a Mac without touch and Android', () => {
    expect(isAppleMobile(iPadOs, 0)).toBe(false);
    expect(isAppleMobile(android, 5)).toBe(false);
  });
});

describe('isDismissed', () => {
  const now = Date.UTC(2026, 10, 29, 12);

  it('keeps quiet for the days after "Ahora no", then may ask again', () => {
    expect(isDismissed(String(now - DAY_MS), now)).toBe(true);
    expect(isDismissed(String(now - (INSTALL_QUIET_DAYS * DAY_MS - 1)), now)).toBe(true);
    expect(isDismissed(String(now - INSTALL_QUIET_DAYS * DAY_MS), now)).toBe(false);
  });

  it('treats nothing or garbage stored as never dismissed', () => {
    expect(isDismissed(null, now)).toBe(false);
    expect(isDismissed('no', now)).toBe(false);
  });
});

describe('pickInstallOffer', () => {
  const base = { prompt: false, appleMobile: false, standalone: false, dismissed: false };

  it('offers the browser’s dialog when it gave one, Safari’s steps on an iPhone, else nothing', () => {
    expect(pickInstallOffer({ ...base, prompt: true })).toBe('prompt');
    expect(pickInstallOffer({ ...base, appleMobile: true })).toBe('ios-hint');
    expect(pickInstallOffer(base)).toBeNull();
  });

  it('offers nothing once installed or dismissed', () => {
    expect(pickInstallOffer({ ...base, prompt: true, standalone: true })).toBeNull();
    expect(pickInstallOffer({ ...base, appleMobile: true, standalone: true })).toBeNull();
    expect(pickInstallOffer({ ...base, prompt: true, dismissed: true })).toBeNull();
    expect(pickInstallOffer({ ...base, appleMobile: true, dismissed: true })).toBeNull();
  });
});
