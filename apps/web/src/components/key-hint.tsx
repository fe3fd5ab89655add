import { Kbd, type KbdProps } from '@mantine/core';

/**
 * A keyboard shortcut ("Ctrl+Enter", "Alt+P") always read left to right: isolated from the text around it, so a
 * right-to-left page does not turn it into "Enter+Ctrl".
 */
export function KeyHint({ children, ...rest }: KbdProps & { children: string }) {
  return (
    <Kbd size="xs" {...rest} dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {children}
    </Kbd>
  );
}
