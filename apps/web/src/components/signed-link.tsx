import type { ComponentPropsWithoutRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { Query } from '@/lib/api-client';
import { useSignedLink } from '@/lib/downloads';

type LinkProps<P> = { path: string; query?: Query } & P & Omit<ComponentPropsWithoutRef<'a'>, keyof P | 'href'>;

/** A link to a download (new tab, saved file), by a signed link made when it is pointed at (lib/downloads.ts). */
export function SignedAnchor({ path, query, ...props }: LinkProps<AnchorProps>) {
  const link = useSignedLink(path, query);
  return <Anchor {...props} {...link} />;
}

/** A button that is a link to a download, as SignedAnchor. */
export function SignedButton({ path, query, ...props }: LinkProps<ButtonProps>) {
  const link = useSignedLink(path, query);
  return <Button component="a" {...props} {...link} />;
}
