/**
 * A converted component shows no English of its own (docs/i18n.md): JSX text with a letter in it, a string literal
 * child (`{'Save'}`), or a literal in a user-visible attribute (label, title, placeholder, aria-label, alt, …) is
 * reported; the text belongs in a catalogue and comes through `t()`. Punctuation, numbers and symbols alone pass.
 */
const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'title',
  'subtitle',
  'description',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'error',
  'message',
  'tooltip',
]);
const HAS_LETTER = /\p{L}/u;

export const noLiteralJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid untranslated text in the JSX of a converted component' },
    schema: [],
    messages: {
      text: 'Untranslated text "{{text}}": put it in the catalogues (apps/web/src/locales) and show it with t().',
    },
  },
  create(context) {
    const report = (node, value) => {
      const text = String(value).trim();
      if (HAS_LETTER.test(text)) context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
    };
    const literalOf = (expr) =>
      expr?.type === 'Literal' && typeof expr.value === 'string'
        ? expr.value
        : expr?.type === 'TemplateLiteral' && expr.expressions.length === 0
          ? expr.quasis[0].value.cooked
          : null;
    return {
      JSXText: (node) => report(node, node.value),
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const value = literalOf(node.expression);
        if (value !== null) report(node, value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'Literal' ? node.value.value : literalOf(node.value.expression ?? null);
        if (typeof value === 'string') report(node, value);
      },
    };
  },
};
