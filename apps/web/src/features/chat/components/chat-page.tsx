import { PageHeader } from '@/components/page-header';

/** The chat app (docs/workspace.md). */
export function ChatPage() {
  return <PageHeader title="Chat" />;
}
