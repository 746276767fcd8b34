import { type ComponentType, Suspense, createElement, lazy } from 'react';

/** Statics of a component that are components themselves (Table.Summary.Row …). */
export interface PartStatics {
  [name: string]: PartStatics;
}

type AnyComponent = ComponentType<Record<string, unknown>>;

const staticOf = (component: unknown, path: readonly string[]): AnyComponent =>
  path.reduce<unknown>(
    (found, name) => (found as Record<string, unknown>)[name],
    component,
  ) as AnyComponent;

/**
 * An antd component loaded when it first renders, not with the back office's first script:
 * until its chunk is there it renders nothing (one Suspense boundary of its own), afterwards
 * it is the component itself, props and ref passed through. The element tree keeps one shape
 * before and after the load (the boundary stays), so a part never remounts and keeps its own
 * state (a table's page, an open picker). Its component statics (`Table.Summary.Row`,
 * `DatePicker.RangePicker`, `Upload.Dragger`) are such parts too.
 */
export function antdPart<T>(load: () => Promise<{ default: T }>, statics: PartStatics = {}): T {
  let loading: Promise<unknown> | null = null;
  const ready = () => (loading ??= load().then((module) => module.default));
  const part = (path: readonly string[], nested: PartStatics): AnyComponent => {
    const Lazy = lazy(async () => ({ default: staticOf(await ready(), path) }));
    const Part: AnyComponent = (props) =>
      createElement(Suspense, { fallback: null }, createElement(Lazy, props));
    Part.displayName = `antd.${path.join('.') || 'part'}`;
    for (const [name, inner] of Object.entries(nested))
      (Part as unknown as Record<string, AnyComponent>)[name] = part([...path, name], inner);
    return Part;
  };
  return part([], statics) as unknown as T;
}
