// antd's responsive grid asks matchMedia, which jsdom lacks.
window.matchMedia =
  window.matchMedia ||
  ((query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

// rc-component/form schedules through MessageChannel, which jsdom lacks. A timer-based
// stand-in (Node's own channel would keep jest's worker alive).
if (typeof window.MessageChannel === 'undefined') {
  window.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null, postMessage: () => {}, close: () => {} };
      this.port2 = {
        postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
        close: () => {},
      };
    }
  };
}

// antd's tables and drawers measure themselves; jsdom has no layout, so nothing to observe.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// rc-component measures the scrollbar through a pseudo-element, which jsdom does not
// implement (it logs an error); the element's own style answers the same question here.
{
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
}
