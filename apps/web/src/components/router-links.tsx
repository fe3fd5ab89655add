import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Anchor, UnstyledButton, type AnchorProps, type UnstyledButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

/*
 * Mantine's Anchor and UnstyledButton as router links. A polymorphic `component={Link}` renders the same anchor but
 * loses the router's types (its `search` and `params` become `never`); these keep `to`, `params` and `search` checked
 * against the registered route tree (app/route-tree.tsx).
 */
const AnchorAsLink = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
export const AnchorLink = createLink(AnchorAsLink);

const ButtonAsLink = forwardRef<HTMLAnchorElement, UnstyledButtonProps & ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <UnstyledButton component="a" ref={ref} {...props} />,
);
export const ButtonLink = createLink(ButtonAsLink);
