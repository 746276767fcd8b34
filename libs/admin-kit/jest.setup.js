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
//
// jsdom computes a style by matching every rule of every style sheet for every property,
// and antd's CSS-in-JS puts thousands of rules there: one call took 50 ms, and
// testing-library's role queries ask for `display` and `visibility` of each candidate and
// each of its ancestors (a page spec spent 52 of its 60 s there). Those two are answered
// here from the few rules that set them (in document order, as jsdom has no specificity
// either) and the inline style, with visibility inherited; any other property is asked of
// jsdom when it is read. The rules are collected again after any change to the document.
{
  const getComputedStyle = window.getComputedStyle.bind(window);
  let rules = null;
  let observer = null;
  const collect = () => {
    const found = [];
    for (const sheet of Array.from(document.styleSheets)) {
      let list;
      try {
        list = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of Array.from(list)) {
        // Style rules only: media rules do not apply (matchMedia matches nothing here).
        if (!rule.selectorText || !rule.style) continue;
        const display = rule.style.getPropertyValue('display');
        const visibility = rule.style.getPropertyValue('visibility');
        if (display || visibility) found.push({ selector: rule.selectorText, display, visibility });
      }
    }
    return found;
  };
  const declared = (element, property) => {
    if (!observer) {
      observer = new MutationObserver(() => undefined);
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }
    if (observer.takeRecords().length > 0 || !rules) rules = collect();
    let value = '';
    for (const rule of rules) {
      if (!rule[property]) continue;
      let matches = false;
      try {
        matches = element.matches(rule.selector);
      } catch {
        matches = false;
      }
      if (matches) value = rule[property];
    }
    return element.style?.getPropertyValue(property) || value;
  };
  const display = (element) => declared(element, 'display') || (element.hidden ? 'none' : '');
  const visibility = (element) => {
    for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
      const own = declared(node, 'visibility');
      if (own && own !== 'inherit') return own;
    }
    return 'visible';
  };
  window.getComputedStyle = (element, pseudo) => {
    if (pseudo || !(element instanceof window.Element)) return getComputedStyle(element);
    let full = null;
    const real = () => (full ??= getComputedStyle(element));
    return new Proxy(
      {},
      {
        get(_target, name) {
          if (name === 'display') return display(element) || 'block';
          if (name === 'visibility') return visibility(element);
          if (name === 'getPropertyValue')
            return (property) =>
              property === 'display'
                ? display(element) || 'block'
                : property === 'visibility'
                  ? visibility(element)
                  : real().getPropertyValue(property);
          const value = real()[name];
          return typeof value === 'function' ? value.bind(real()) : value;
        },
      },
    );
  };
}
