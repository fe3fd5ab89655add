import type { ReactNode } from 'react';
import { ActionIcon, Card, Code, CopyButton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * One example of the style guide (docs/style-guide.md): a title, what it is for in the portal, the component live
 * (in each of its states), and the code that makes it, ready to copy.
 */
export function Demo({
  title,
  description,
  code,
  children,
}: {
  title: string;
  description?: ReactNode;
  code: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('styleGuide');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <div data-demo="live">{children}</div>
        {/* Code reads left to right on an RTL page too, so its copy button stays at its right, clear of the text. */}
        <div style={{ position: 'relative' }} dir="ltr">
          <Code block data-demo="code" style={{ overflowX: 'auto', whiteSpace: 'pre', paddingInlineEnd: 40 }}>
            {code.trim()}
          </Code>
          <CopyButton value={code.trim()}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('frame.copied') : t('frame.copyCode')}>
                <ActionIcon
                  variant="subtle"
                  onClick={copy}
                  aria-label={t('frame.copyCode')}
                  style={{ position: 'absolute', insetBlockStart: 6, insetInlineEnd: 6 }}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The examples of one page, one under the other. A Stack, not a wrapping Group: a wrapping column sizes each example
 * to its widest line, so a long code line widened the page at 390 px instead of scrolling inside its block.
 */
export function DemoStack({ children }: { children: ReactNode }) {
  return <Stack gap="lg">{children}</Stack>;
}
