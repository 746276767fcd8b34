import { EARLY_TAPS_SCRIPT } from '@bestellwerk/domain';
import { replayEarlyTaps, stopKeepingTaps } from './early-taps';

/** The server's markup before the app: two buttons and a link under #root. */
function serverPage() {
  document.body.innerHTML =
    '<div id="root"><main><section><button>Espresso: Zum Warenkorb hinzufügen</button>' +
    '<button>Kuchen: Zum Warenkorb hinzufügen</button><a href="#kontakt">Kontakt</a>' +
    '</section></main></div><button id="outside">Außerhalb</button>';
  // The keeper as the page's head runs it.
  new Function(EARLY_TAPS_SCRIPT)();
}

describe('taps before the storefront app has started', () => {
  let keeperListeners: (() => void)[] = [];
  beforeEach(() => {
    const add = document.addEventListener.bind(document);
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      keeperListeners.push(() => document.removeEventListener(type, listener, options));
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const remove of keeperListeners) remove();
    keeperListeners = [];
    jest.restoreAllMocks();
    delete window.__bwTaps;
  });

  it('keeps a tap on a button, and the app clicks the same button once it has started', () => {
    serverPage();
    const [espresso, cake] = document.querySelectorAll<HTMLButtonElement>('#root button');
    espresso.click();
    cake.click();
    // Nothing reached the page yet; the buttons show that they were tapped.
    expect(window.__bwTaps?.taps.map((tap) => tap.text)).toEqual([
      'Espresso: Zum Warenkorb hinzufügen',
      'Kuchen: Zum Warenkorb hinzufügen',
    ]);
    expect(espresso.hasAttribute('data-tapped')).toBe(true);

    // The app hydrates: the same markup, now with its handlers.
    stopKeepingTaps();
    const clicked: string[] = [];
    for (const button of [espresso, cake]) {
      button.addEventListener('click', () => clicked.push(button.textContent!.split(':')[0]));
    }
    expect(replayEarlyTaps()).toBe(2);
    expect(clicked).toEqual(['Espresso', 'Kuchen']);
    expect(document.querySelectorAll('[data-tapped]')).toHaveLength(0);
    // Replayed once: a second call finds nothing, and later taps are the app's own.
    expect(replayEarlyTaps()).toBe(0);
    espresso.click();
    expect(clicked).toEqual(['Espresso', 'Kuchen', 'Espresso']);
    expect(window.__bwTaps?.taps).toEqual([]);
  });

  it('leaves links and everything outside the app alone', () => {
    serverPage();
    document.querySelector<HTMLAnchorElement>('#root a')!.click();
    document.querySelector<HTMLButtonElement>('#outside')!.click();
    expect(window.__bwTaps?.taps).toEqual([]);
  });

  it('skips a tap whose element is no longer the one that was tapped', () => {
    serverPage();
    const [espresso] = document.querySelectorAll<HTMLButtonElement>('#root button');
    espresso.click();
    // The app's first render changed the page: another product sits there now.
    espresso.textContent = 'Tee: Zum Warenkorb hinzufügen';
    const clicked = jest.fn();
    espresso.addEventListener('click', clicked);
    expect(replayEarlyTaps()).toBe(0);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the keeper (rendered in the browser)', () => {
    document.body.innerHTML = '<div id="root"><button>Bestellen</button></div>';
    expect(replayEarlyTaps()).toBe(0);
  });
});
