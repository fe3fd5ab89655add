import path from 'node:path';

/**
 * A file in a route folder (apps/api/src/routes/<feature>/…) imports nothing from another route folder nor the
 * routes index: what features share lives in apps/api/src/lib/ or apps/api/src/services/, and routes/index.ts is
 * where features are composed (docs/architecture.md#house-style: layers kept strict).
 */
export const noCrossRouteImports = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a route folder from importing another route folder's files" },
    schema: [{ type: 'object', properties: { routesDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      crossRoute:
        'routes/{{from}} must not import routes/{{to}}: move what both need to apps/api/src/lib/ or apps/api/src/services/, or hand it over in routes/index.ts.',
    },
  },
  create(context) {
    const routesDir = path.resolve(context.cwd, context.options[0]?.routesDir ?? 'apps/api/src/routes');
    const file = path.resolve(context.cwd, context.filename);
    const fromParts = path.relative(routesDir, file).split(path.sep);
    // Only files inside a feature folder: routes/<feature>/….
    if (fromParts.length < 2 || fromParts[0] === '..' || path.isAbsolute(fromParts[0])) return {};
    const feature = fromParts[0];

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(routesDir, path.resolve(path.dirname(file), source.value));
      const parts = target.split(path.sep);
      if (parts[0] === '..' || path.isAbsolute(target) || parts[0] === feature) return;
      context.report({ node, messageId: 'crossRoute', data: { from: feature, to: parts.join('/') } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};
