/*
 * The browser's offer to install the app, kept for a calm moment (#34). Chromium fires
 * `beforeinstallprompt` when the site is installable; left alone it shows its own mini-infobar
 * whenever it likes. Listening starts when this module loads, with the subscriber area's code: the
 * event is held until the end of a session or of a simulator, where the student is asked.
 */

/** Chromium's event, not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** localStorage key: when the student last said "Ahora no" (or closed the browser's dialog). */
export const INSTALL_DISMISSED_KEY = 'ingresa_install_dismissed_at';
/** How long a "no" is respected before the offer may come again. */
export const INSTALL_QUIET_DAYS = 14;
const DAY_MS = 24 * 3600_000;

/** What a calm moment may offer: Chromium's install dialog, Safari's manual steps, or nothing. */
export type InstallOffer = 'prompt' | 'ios-hint' | null;

let deferred: BeforeInstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    notify();
  });
}

export function subscribeToInstallPrompt(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export const hasInstallPrompt = (): boolean => deferred !== undefined;

/** iPhone, iPod or iPad (iPadOS says "Macintosh", but has a touch screen), where Safari has no event. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isDismissed(dismissedAt: string | null, now: number): boolean {
  const at = Number(dismissedAt);
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_QUIET_DAYS * DAY_MS;
}

/** What to offer now, from what the browser and the student have said. */
export function pickInstallOffer(state: {
  prompt: boolean;
  appleMobile: boolean;
  standalone: boolean;
  dismissed: boolean;
}): InstallOffer {
  if (state.standalone || state.dismissed) return null;
  if (state.prompt) return 'prompt';
  return state.appleMobile ? 'ios-hint' : null;
}

function readDismissedAt(): string | null {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function rememberDismissal(now = Date.now()): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Storage may be blocked: the offer then comes back at the next calm moment.
  }
}

/** Opened from the home screen already (Safari's own flag, or any browser's display mode). */
function isStandalone(): boolean {
  const safari = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari || window.matchMedia('(display-mode: standalone)').matches;
}

export function currentInstallOffer(now = Date.now()): InstallOffer {
  return pickInstallOffer({
    prompt: hasInstallPrompt(),
    appleMobile: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(),
    dismissed: isDismissed(readDismissedAt(), now),
  });
}

/**
 * Opens the browser's install dialog (once per event: Chromium fires another later if still
 * installable). A "no" there counts as "Ahora no".
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = undefined;
  notify();
  try {
    await event.prompt();
  } catch {
    // Chromium refuses a second prompt() of one event, or one outside a tap: nothing to show.
    return 'unavailable';
  }
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') rememberDismissal();
  return outcome;
}
