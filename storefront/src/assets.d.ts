/** Stylesheets are bundled by rspack (`type: 'css'`); importing one has no value. */
declare module '*.css';
