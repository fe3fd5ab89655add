import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Card, Group, Stack, Title, type CardProps, type MantineSpacing } from '@mantine/core';

/** One titled card of a record page (a case's patient, parts, history…): the title, its actions on the right, the body. */
export function SectionCard({
  title,
  actions,
  gap = 'xs',
  children,
  ...card
}: {
  title: ReactNode;
  /** Links or buttons beside the title. */
  actions?: ReactNode;
  gap?: MantineSpacing;
  children?: ReactNode;
} & Omit<CardProps, 'title' | 'children' | 'withBorder'> &
  Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'children' | 'style'>) {
  const heading = (
    <Title order={2} size="h5">
      {title}
    </Title>
  );
  return (
    <Card withBorder {...card}>
      <Stack gap={gap}>
        {actions ? (
          <Group justify="space-between">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
