import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '@mantine/core';
import { parseDateToken } from '@lab/domain';

/**
 * A date typed as YYYY-MM-DD or MM/DD/YYYY (fastest at a keyboard); on leaving the field it becomes
 * YYYY-MM-DD and the change is reported as one (works with react-hook-form's register()).
 */
export const DateTextInput = forwardRef<HTMLInputElement, TextInputProps>(function DateTextInput(
  { onBlur, onChange, ...props },
  ref,
) {
  const { t } = useTranslation('shared');
  const normalize = (e: FocusEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const iso = parseDateToken(input.value.trim());
    if (iso && iso !== input.value) {
      input.value = iso;
      // The caller reads only the target: a minimal change event for the value rewritten here.
      onChange?.({ target: input, currentTarget: input, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(e);
  };
  return (
    <TextInput
      placeholder={t('date.placeholder')}
      autoComplete="off"
      {...props}
      onChange={onChange}
      ref={ref}
      onBlur={normalize}
    />
  );
});
