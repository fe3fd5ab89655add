import { Link } from '@tanstack/react-router';
import { ActionIcon, Indicator, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import { WORKSPACE_ROLES, type TRole } from '@lab/domain';
import { useChatUnreadCount } from '@/features/chat/api/chat-queries';
import { useMailUnreadCount } from '@/features/mail/api/mails';
import { useTranslation } from 'react-i18next';

function Counter({
  to,
  id,
  label,
  count,
  icon,
}: {
  to: string;
  id: string;
  label: string;
  count: number;
  icon: React.ReactNode;
}) {
  const { t } = useTranslation('shell');
  const title = count > 0 ? t('workspace.unread', { label, count }) : label;
  return (
    <Tooltip label={title} withArrow>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray"
        size="lg"
        data-testid={`unread-${id}`}
        data-count={count}
      >
        {/* The name is the hidden text ("Chat (1 unread)"); the dot's number, seen, is said there. */}
        <span aria-hidden style={{ display: 'contents' }}>
          <Indicator disabled={count === 0} label={count > 99 ? '99+' : count} size={16} offset={2} color="red">
            {icon}
          </Indicator>
        </span>
        <VisuallyHidden>{title}</VisuallyHidden>
      </ActionIcon>
    </Tooltip>
  );
}

function Indicators() {
  const mail = useMailUnreadCount();
  const chat = useChatUnreadCount();
  const { t } = useTranslation('shell');
  const said = [
    mail > 0 && t('workspace.mailUnread', { count: mail }),
    chat > 0 && t('workspace.chatUnread', { count: chat }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {/* The counts, said when they change (a new message while the user works elsewhere). */}
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
      <Counter to="/email/inbox" id="mail" label={t('workspace.mail')} count={mail} icon={<IconMail size={20} />} />
      <Counter to="/chat" id="chat" label={t('workspace.chat')} count={chat} icon={<IconMessageCircle size={20} />} />
    </>
  );
}

/**
 * The unread mail and chat counts of the top bar (docs/workspace.md), for the roles that use the workspace. On a
 * phone the bar has no room for them beside search, the bell and the user menu: the apps show their own counts.
 */
export function WorkspaceIndicators({ role }: { role: TRole | null }) {
  const roomy = useMediaQuery('(min-width: 36em)', true);
  if (!roomy || !role || !(WORKSPACE_ROLES as readonly TRole[]).includes(role)) return null;
  return <Indicators />;
}
