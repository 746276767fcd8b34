import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/** Debian's chromium (TOOLCHAIN.md §6: never a downloaded browser); CHROME_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The flags every headless run here needs: no sandbox (containers), no GPU, and none of the
 * background traffic (QUIC, updates, sync) that this closed network refuses.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchChromiumOptions extends LaunchOptions {
  /** Flags added to {@link CHROMIUM_ARGS} (e.g. an autoplay policy, `--js-flags=--expose-gc`). */
  args?: string[];
}

/** Debian's chromium through playwright-core, headless, with {@link CHROMIUM_ARGS}. */
export function launchChromium({
  args = [],
  ...options
}: LaunchChromiumOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...options,
    args: [...CHROMIUM_ARGS, ...args],
  });
}
