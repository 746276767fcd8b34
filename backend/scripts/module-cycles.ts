/**
 * The backend's module graph as a one-way street: every import between two folders of
 * src/ — a domain module (src/modules/<name>) or a layer (common, config, database) —
 * including `import type` and `export … from`, collapsed to those folders, must form no
 * cycle. madge (npm run cycles) sees cycles between files; this sees them between modules,
 * where a type import already ties two modules together. Part of the backend lint.
 *
 * Usage: tsx scripts/module-cycles.ts [--graph]  (--graph prints the edges as DOT)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = resolve(__dirname, '../src');
/** Layers below the modules whose own imports of modules are wiring, not dependencies. */
const WIRING = new Set(['database', 'root']);

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesOf(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The module a file belongs to: 'orders' for src/modules/orders/…, 'common' for src/common/…. */
export function moduleOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  if (parts[0] === 'modules') return parts[1];
  return parts.length > 1 ? parts[0] : 'root';
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/g;

/** Edges between modules, each with the files that make it. */
export function moduleEdges(files = filesOf(SRC)): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = moduleOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(resolve(dirname(file), match[1]));
      if (to === from || WIRING.has(from)) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), relative(SRC, file)]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** The strongly connected groups of more than one module (Tarjan). */
export function cycles(edges: Map<string, Map<string, string[]>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (require.main === module) {
  const edges = moduleEdges();
  if (process.argv.includes('--graph')) {
    const lines = [...edges].flatMap(([from, targets]) =>
      [...targets.keys()].map((to) => `  "${from}" -> "${to}";`),
    );
    console.log(`digraph modules {\n${lines.sort().join('\n')}\n}`);
  }
  const found = cycles(edges);
  if (found.length === 0) {
    console.log(`Modulgraph ohne Zyklus (${edges.size} Module).`);
  } else {
    for (const group of found) {
      console.error(`Zyklus zwischen den Modulen ${group.join(', ')}:`);
      for (const from of group)
        for (const [to, files] of edges.get(from) ?? [])
          if (group.includes(to))
            console.error(`  ${from} → ${to}: ${files.slice(0, 3).join(', ')}`);
    }
    process.exit(1);
  }
}
