import { useTranslation } from 'react-i18next';
import { Center, Image, Stack } from '@mantine/core';
import classes from './loading-screen.module.css';

/** The loading fallback: the logo and three animated effects (docs/shell.md#screens-and-routes). */
export function LoadingScreen() {
  const { t } = useTranslation('shared');
  return (
    <Center mih="60vh" role="status" aria-label={t('loading')}>
      <Stack align="center" gap="lg">
        <Image src="/logo.svg" alt="" w={64} h={64} className={classes.logo} />
        <div className={classes.effects}>
          <span className={classes.effect} />
          <span className={classes.effect} />
          <span className={classes.effect} />
        </div>
      </Stack>
    </Center>
  );
}
