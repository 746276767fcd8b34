import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteList } from '@bestellwerk/api-client';
import { WIDGETS_MODULE, type DashboardWidget } from '@bestellwerk/mf/widgets';
import { withTimeout } from '../../remotes/state/remotes';

/** How long one remote's widgets may take before the dashboard goes on without them. */
export const WIDGETS_TIMEOUT_MS = 10_000;

function isWidget(value: unknown): value is DashboardWidget {
  const widget = value as DashboardWidget | null;
  return (
    !!widget &&
    typeof widget.id === 'string' &&
    typeof widget.title === 'string' &&
    (typeof widget.component === 'function' || typeof widget.component === 'object')
  );
}

/**
 * The widgets every configured remote exposes under './widgets'. A remote that is not
 * deployed, does not answer or exposes no widgets contributes nothing (no error on the
 * dashboard: the other widgets are what the user came for).
 */
export async function loadRemoteWidgets(
  remotes: RemoteList | null,
  load: (id: string) => Promise<unknown> = (id) => loadRemote(id),
): Promise<DashboardWidget[]> {
  const names = Object.keys(remotes ?? {});
  const lists = await Promise.all(
    names.map(async (name) => {
      try {
        const module = (await withTimeout(
          load(`${name}/${WIDGETS_MODULE}`),
          WIDGETS_TIMEOUT_MS,
          `${name}: keine Widgets`,
        )) as { default?: unknown } | null;
        const list = module?.default;
        return Array.isArray(list) ? list.filter(isWidget) : [];
      } catch {
        return [];
      }
    }),
  );
  return lists.flat();
}

/**
 * The contributed widgets in order: by `order`, ties in the order given; ids once; a widget
 * limited to roles only for a user who has one of them.
 */
export function arrangeWidgets(
  widgets: DashboardWidget[],
  userRoles: readonly string[] = [],
): DashboardWidget[] {
  const seen = new Set<string>();
  const allowed = (widget: DashboardWidget) =>
    !widget.roles || widget.roles.some((role) => userRoles.includes(role));
  return widgets
    .map((widget, index) => ({ widget, index }))
    .filter(({ widget }) => allowed(widget) && !seen.has(widget.id) && seen.add(widget.id))
    .sort((a, b) => (a.widget.order ?? 100) - (b.widget.order ?? 100) || a.index - b.index)
    .map(({ widget }) => widget);
}
