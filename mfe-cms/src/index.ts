// Asynchronous bootstrap, as in the shell: shared modules are settled before React runs.
void import('./bootstrap');
