import { useTranslation } from 'react-i18next';
import { Avatar, ColorSwatch, Indicator, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { PRESENCE_STATUSES, type TPresenceStatus } from '@lab/domain';
import { useMyStatus } from '../api/chat-queries';
import { i18n } from '@/lib/i18n';
import { useChooseStatus } from '../api/chat-mutations';

export const PRESENCE_COLOR: Record<TPresenceStatus, string> = {
  online: 'teal',
  away: 'yellow',
  'do not disturb': 'red',
  offline: 'gray',
};
/** A presence as one chooses it ("Appear offline"), in the language shown. */
const choiceLabel = (s: TPresenceStatus) => i18n.t(`chat:choice.${s}`);
/** A presence as others see it ("Offline"), in the language shown. */
export const presenceLabel = (s: TPresenceStatus) => i18n.t(`chat:presence.${s}`);

/** A user's picture (or initials) with a presence dot at its inline end. */
export function PresenceAvatar({
  name,
  photoURL,
  status,
  size = 40,
}: {
  name: string;
  photoURL?: string | null;
  status: TPresenceStatus;
  size?: number;
}) {
  return (
    <Indicator color={PRESENCE_COLOR[status]} position="bottom-end" offset={5} size={11} withBorder aria-hidden>
      <Avatar src={photoURL ?? null} name={name} color="initials" size={size} radius="xl" alt="" />
    </Indicator>
  );
}

/** My avatar, opening a menu to choose my presence (docs/workspace.md#presence). */
export function MyStatusMenu({ name, photoURL }: { name: string; photoURL?: string | null }) {
  const { t } = useTranslation('chat');
  const status = useMyStatus();
  const choose = useChooseStatus();
  const chosen = status.data?.chosen ?? 'online';
  // While this page is open my live channel is too: I am what I chose (the server's view can lag a reconnect).
  const shown = chosen;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('myStatusLabel', { status: choiceLabel(shown) })}
          data-testid="chat-my-status"
          style={{ borderRadius: '50%' }}
        >
          <PresenceAvatar name={name} photoURL={photoURL} status={shown} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('myStatus')}</Menu.Label>
        {PRESENCE_STATUSES.map((s) => (
          <Menu.Item
            key={s}
            leftSection={
              <ColorSwatch color={`var(--mantine-color-${PRESENCE_COLOR[s]}-6)`} size={10} withShadow={false} />
            }
            rightSection={chosen === s ? <IconCheck size={14} aria-label={t('chosen')} /> : null}
            onClick={() => choose.mutate(s)}
          >
            {choiceLabel(s)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
