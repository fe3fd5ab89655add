import type { ComponentProps } from 'react';
import { Anchor, Table, Typography } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A help article's Markdown with GitHub tables, task lists and strikethrough. Raw HTML in the text is shown as
 * text, never run (react-markdown without rehype-raw), and unsafe link schemes (javascript:) are dropped by its
 * default URL filter. Links inside the portal stay in the app; others open in a new tab.
 */
const components: Components = {
  a: ({ href, children }) =>
    href?.startsWith('/') ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ),
  // Wide tables scroll sideways inside the article instead of widening the page (390 px).
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table withTableBorder withColumnBorders striped>
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children, style }) => <Table.Th style={style}>{children}</Table.Th>,
  td: ({ children, style }) => <Table.Td style={style}>{children}</Table.Td>,
};

export function Markdown({
  children,
  ...rest
}: { children: string } & Omit<ComponentProps<typeof Typography>, 'children'>) {
  // An article as its author wrote it (translate="no": content, not the interface; docs/i18n.md).
  return (
    <Typography translate="no" {...rest}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml={false}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
