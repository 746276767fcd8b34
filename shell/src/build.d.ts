/** The shell's build record, compiled in by libs/mf hostConfig (buildInfo); absent in unit tests. */
declare const __BACKOFFICE_BUILD__: import('./features/remotes/state/skew').BuildRecord | undefined;
