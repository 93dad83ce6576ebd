// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { staticRouterLinkPath } from './staticLinks';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A click on the first element matching `selector`, as the browser would dispatch it. */
function clickOn(selector: string, init: MouseEventInit = {}): MouseEvent {
  let seen!: MouseEvent;
  document.addEventListener('click', (event) => (seen = event), { once: true });
  document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return seen;
}

describe('staticRouterLinkPath', () => {
  it('gives the path, query and hash of a router link inside static markup, clicked anywhere in it', () => {
    document.body.innerHTML = '<footer data-static=""><a href="/blogs/page/2?x=1#top" data-discover="true"><span>Next</span></a></footer>';
    expect(staticRouterLinkPath(clickOn('span'))).toBe('/blogs/page/2?x=1#top');
  });

  it('leaves plain links to the browser: a blog card, the footer quirk, another origin', () => {
    document.body.innerHTML = `<div data-static="">
      <a id="card" href="/blogs/a-post">card</a>
      <a id="quirk" href="blogs/understanding-detention-pay-negotiation">Updates</a>
      <a id="away" href="https://example.com/" data-discover="true">away</a>
    </div>`;
    expect(staticRouterLinkPath(clickOn('#card'))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#quirk'))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#away'))).toBeNull();
  });

  it('leaves router links the app hydrated to react-router', () => {
    document.body.innerHTML = '<header><a href="/about" data-discover="true">About</a></header>';
    expect(staticRouterLinkPath(clickOn('a'))).toBeNull();
  });

  it('leaves a click with a modifier, another button, a new tab, a download or a handled click alone', () => {
    document.body.innerHTML = `<div data-static="">
      <a id="plain" href="/about" data-discover="true">About</a>
      <a id="tab" href="/about" target="_blank" data-discover="true">About</a>
      <a id="file" href="/about" download="" data-discover="true">About</a>
    </div>`;
    expect(staticRouterLinkPath(clickOn('#plain'))).toBe('/about');
    expect(staticRouterLinkPath(clickOn('#plain', { metaKey: true }))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#plain', { ctrlKey: true }))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#plain', { shiftKey: true }))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#plain', { button: 1 }))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#tab'))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#file'))).toBeNull();
    document.querySelector('#plain')!.addEventListener('click', (event) => event.preventDefault());
    expect(staticRouterLinkPath(clickOn('#plain'))).toBeNull();
    expect(staticRouterLinkPath(clickOn('#tab'))).toBeNull();
  });
});
