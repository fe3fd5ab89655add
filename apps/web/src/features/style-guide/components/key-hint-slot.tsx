import { Children, type ReactNode } from 'react';
import { KeyHint } from '@/components/key-hint';

/**
 * KeyHint as a slot of a translated sentence (`<Trans components={{ keyhint: <KeyHintSlot /> }} />`): Trans fills
 * in the keys from the catalogue, so its children arrive as nodes; KeyHint takes them as one string.
 */
export function KeyHintSlot({ children }: { children?: ReactNode }) {
  return <KeyHint>{Children.toArray(children).join('')}</KeyHint>;
}
