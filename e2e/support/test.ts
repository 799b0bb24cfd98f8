import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { appReady } from './pages';

/*
 * The suite's `test`: Playwright's, with every page that loads the portal waiting until the
 * portal answers to input. Most pages arrive rendered on the server (decision 46, issue 40) and
 * show their buttons before the code behind them has run: a click then does nothing. So a
 * `goto`, `reload`, `goBack` or `goForward` that lands on one of the portal's pages returns once
 * it is hydrated (the ready mark, src/app/app.tsx), in the pages of the test's own context and
 * in those of every context a test opens. A context without JavaScript is left as it is.
 */

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const navigations: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];

const waiting = new WeakSet<Page>();
/** Contexts opened with JavaScript off: their pages never hydrate. */
const withoutJavaScript = new WeakSet<BrowserContext>();

const isPortalPage = (response: Response | null) =>
  !!response && (response.headers()['content-type'] ?? '').startsWith('text/html');

function waitForAppOnLoad(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const name of navigations) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (isPortalPage(response) && !withoutJavaScript.has(page.context())) await appReady(page);
        return response;
      },
    });
  }
}

function waitInContext(context: BrowserContext): void {
  for (const page of context.pages()) waitForAppOnLoad(page);
  context.on('page', waitForAppOnLoad);
}

const patchedBrowsers = new WeakSet<Browser>();

/** Contexts a test opens itself (another account's, say) wait too, unless without JavaScript. */
function waitInNewContexts(browser: Browser): void {
  if (patchedBrowsers.has(browser)) return;
  patchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) withoutJavaScript.add(context);
    waitInContext(context);
    return context;
  };
}

export const test = base.extend<object, { contextsWaitForTheApp: void }>({
  contextsWaitForTheApp: [
    async ({ browser }, use) => {
      waitInNewContexts(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(context);
    waitInContext(context);
    await use(context);
  },
});
