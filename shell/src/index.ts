// Asynchronous bootstrap: Module Federation settles the shared modules (react, antd, …)
// before the first of them is evaluated.
void import('./bootstrap');
