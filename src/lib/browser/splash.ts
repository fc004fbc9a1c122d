/** Splash timings. */
const SPLASH_TIMING = {
  spinnerDelayMs: 100,
  afterLoadMs: 1500,
  hardTimeoutMs: 4000,
} as const;

/** sessionStorage key: the splash shows once per browser session, like the original app's first load. */
export const SPLASH_SEEN_KEY = 'splash-seen';
export const SPLASH_DONE_EVENT = 'splash:done';

interface SplashConfig {
  spinnerDelayMs: number;
  afterLoadMs: number;
  hardTimeoutMs: number;
  key: string;
  event: string;
  preload: SplashPreload;
}

/** What the splash waits for (spec: "hides when logo and a sky image are preloaded"). */
export interface SplashPreload {
  /** Drawn by the splash itself: loaded as images, so its CSS background reuses the same copy. */
  images: string[];
  /**
   * Only fetched into the cache. The logo the splash shows is inline SVG; loading its file as an
   * image would make the phone build a whole SVG document for a picture nobody sees.
   */
  files: string[];
}

/**
 * Runs inline in the page before first paint (serialised with toString, so it must not use
 * anything from outside its own body). Shows the splash unless it was seen this session; hides it
 * 1.5 s after its images and files are preloaded and the page has loaded, or after 4 s at the latest,
 * or at the visitor's first key.
 */
function runSplash(cfg: SplashConfig): void {
  const html = document.documentElement;
  let seen = false;
  try {
    seen = sessionStorage.getItem(cfg.key) === '1';
  } catch {
    /* storage blocked: show the splash */
  }
  const finish = () => {
    if (html.dataset['splash'] === 'done') return;
    html.classList.remove('splash-active');
    html.dataset['splash'] = 'done';
    try {
      sessionStorage.setItem(cfg.key, '1');
    } catch {
      /* ignore */
    }
    document.dispatchEvent(new Event(cfg.event));
  };
  if (seen) {
    html.dataset['splash'] = 'done';
    return;
  }
  html.classList.add('splash-active');
  setTimeout(() => html.classList.add('splash-spinner'), cfg.spinnerDelayMs);
  setTimeout(finish, cfg.hardTimeoutMs);
  // A key ends it: Tab would otherwise move focus, unseen, through the links under it (WCAG 2.4.7).
  addEventListener('keydown', finish, { once: true });
  const preloadImage = (src: string) =>
    new Promise<void>((resolve) => {
      const img = new Image();
      img.onload = img.onerror = () => resolve();
      img.src = src;
    });
  // A file that fails to load counts as preloaded, as an image that fails does (onerror above).
  const preloadFile = (src: string) =>
    fetch(src)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([...cfg.preload.images.map(preloadImage), ...cfg.preload.files.map(preloadFile), loaded]).then(() =>
    setTimeout(finish, cfg.afterLoadMs),
  );
}

export function splashScript(preload: SplashPreload): string {
  const cfg: SplashConfig = { ...SPLASH_TIMING, key: SPLASH_SEEN_KEY, event: SPLASH_DONE_EVENT, preload };
  return `(${runSplash.toString()})(${JSON.stringify(cfg)});`;
}
