/**
 * jsdom runs no CSS transitions, and antd's motion library (rc-motion) sees that at load and
 * skips every motion. Announced here before antd loads, rc-motion treats jsdom as a browser:
 * it waits for the end of a transition, which jsdom never reports — as a browser never does
 * for a transition that did not run.
 */
const win = window as unknown as Record<string, unknown>;
win.TransitionEvent ??= class TransitionEvent extends Event {};
win.AnimationEvent ??= class AnimationEvent extends Event {};
