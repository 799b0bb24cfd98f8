import { InboxPage } from '@/features/messages/components/inbox-page';

/** /admin/messages: the threads waiting for an answer from us (see screens.ts). */
export function Component() {
  return <InboxPage />;
}
