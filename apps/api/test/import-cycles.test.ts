import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : tsFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Relative imports of a file, type-only ones too (as madge counts them: a type circle is a layering circle). */
function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of code.matchAll(/^(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gms)) {
    const base = path.resolve(path.dirname(file), m[1]!);
    for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
      if (candidate.endsWith('.ts') && statSync(candidate, { throwIfNoEntry: false })?.isFile()) {
        out.push(candidate);
        break;
      }
    }
  }
  return out;
}

/** Every import circle among the files, each as the list of files around it. */
function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, relativeImports(f)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((p) => path.relative(src, p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return cycles;
}

describe('apps/api/src imports', () => {
  it('form no circle (a circle hides which layer depends on which, and breaks on a module evaluated half-way)', () => {
    expect(importCycles(tsFiles(src))).toEqual([]);
  });
});
