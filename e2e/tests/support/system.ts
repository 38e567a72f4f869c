// Starts the built system (the API serving every bundle) on a free port with a fresh data folder, and
// Debian's Chromium through playwright-core. Shared by every browser test file.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it as nodeIt } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, freePort, repoRoot, spawnApi, waitUntilHealthy } from '../../../scripts/lib/local-servers.mjs';

export const root = repoRoot;
export const SUPERADMIN = { username: 'superadmin', password: 'Super-Gizli-2026' };
export const DEMO_PASSWORD = 'Demo-Sifre-2026';

export interface System {
  baseUrl: string;
  browser: Browser;
  output: () => string;
  newPage(opts?: {
    width?: number;
    height?: number;
    deviceScaleFactor?: number;
  }): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

// What a failing test leaves behind: a screenshot of every page still open and the API's last output.
const openPages = new Set<Page>();
let lastOutput: () => string = () => '';

async function captureFailure(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
  let n = 0;
  for (const page of openPages) {
    const file = path.join(root, 'e2e', 'artifacts', 'failures', `${slug}-${++n}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`# failure screenshot: ${file} (${page.url()})`);
  }
  console.error(`# API output (last 3,000 characters):\n${lastOutput().slice(-3000)}`);
}

/** node:test's `it`, plus screenshots of the open pages when the test fails. */
export function it(name: string, fn: () => void | Promise<void>) {
  return nodeIt(name, async () => {
    try {
      await fn();
    } catch (error) {
      await captureFailure(name);
      throw error;
    }
  });
}

export async function startSystem(env: Record<string, string> = {}): Promise<System> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qr-menu-e2e-'));
  const { child: api, output } = spawnApi({
    port,
    dataDir,
    launcher: 'cli',
    env: {
      SUPERADMIN_USERNAME: SUPERADMIN.username,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      DEMO_DATA: 'true',
      DEMO_PASSWORD,
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, { child: api, output, timeoutMs: 90_000, everyMs: 250 });
  lastOutput = output;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    baseUrl,
    browser,
    output,
    async newPage({ width = 1366, height = 900, deviceScaleFactor = 1 } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
        baseURL: baseUrl,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      openPages.add(page);
      page.once('close', () => openPages.delete(page));
      return { context, page };
    },
    async stop() {
      await browser.close().catch(() => undefined);
      api.kill('SIGTERM');
      await new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('banner').getByText('QR Menü Yönetim Paneli').waitFor();
}

/** Waits until an element stops moving (a drawer sliding in, a dropdown following its select). */
export async function settled(locator: Locator) {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await locator.boundingBox());
    if (box === last) return;
    last = box;
    await new Promise((r) => setTimeout(r, 75));
  }
}

/**
 * Clicks an option of the antd select whose list is open. Scoped to the visible dropdown (a card's
 * ellipsis text carries the same `title`; a list closing is left out), and only once the list has stopped moving: on a busy machine
 * a drawer still sliding in moves the list between mouse-down and mouse-up, and the click is lost.
 */
export async function chooseOption(page: Page, option: string | RegExp) {
  const list = page.locator('.ant-select-dropdown:not([class*="-leave"]):visible');
  await list.waitFor();
  await settled(list);
  await list.getByTitle(option, { exact: typeof option === 'string' }).click();
}

/** Lets an open drawer or dialog finish sliding in, so a screenshot shows it where the user sees it. */
export async function settleDialogs(page: Page) {
  const dialogs = page.getByRole('dialog');
  if (await dialogs.count()) await settled(dialogs.last());
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function shot(page: Page, name: string) {
  await settleDialogs(page);
  await page.screenshot({ path: path.join(root, 'e2e', 'artifacts', `${name}.png`), fullPage: true });
}

/** A staff token through the API, for a test's set-up calls (the browser's sign-in is driven elsewhere). */
export async function staffToken(system: System, username = 'demo-admin'): Promise<string> {
  const login = await fetch(`${system.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** Clicks the button named `name` and resolves with the download it starts and the downloaded bytes. */
export async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  return { file, bytes: readFileSync(await file.path()) };
}

/** Whether `bytes` are a PDF file (its first five bytes). */
export const isPdf = (bytes: Buffer | Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString() === '%PDF-';

/** A fetch with a staff token that asserts a 2xx and resolves with the JSON body. */
export function staffApi(system: System, token: string) {
  return async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${system.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
    assert.ok(res.ok, `${path}: ${res.status} ${await res.clone().text()}`);
    return (await res.json()) as T;
  };
}
