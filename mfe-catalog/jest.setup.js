// antd's Select and auto-sized TextArea observe their size; jsdom has no ResizeObserver.
window.ResizeObserver =
  window.ResizeObserver ||
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
