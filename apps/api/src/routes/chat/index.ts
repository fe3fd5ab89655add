import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_LIST_MESSAGES,
  WORKSPACE_ROLES,
  ZApiError,
  ZChatAllContactsQuery,
  ZChatContactBody,
  ZChatContactList,
  ZChatMarkedSeen,
  ZChatMessagePage,
  ZChatMessagesQuery,
  ZChatOk,
  ZChatsAndContacts,
  ZChatSendMessage,
  ZChatSent,
  ZChatSetPinned,
  ZChatUnreadCount,
  type TChatRecord,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import {
  allContacts,
  contactsByIds,
  ensureChat,
  findChat,
  insertMessage,
  isActiveChatUser,
  latestMessages,
  markSeen,
  messagePage,
  myChats,
  setPinned,
  toMessage,
  unseenBySender,
} from './repository';

/**
 * The chat app's calls (docs/workspace.md#chat). Paths are docs/spec.md §7's, mixed prefixes and trailing slashes
 * included. A caller reaches only the chats they are a member of: a contact id names the caller's own chat with
 * that contact, never anyone else's. Message text never goes into the audit trail or the live channel.
 */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: { roles: WORKSPACE_ROLES } } as const;
  const tags = ['chat'];

  app.get(
    '/api/app/chat/chats',
    {
      config,
      schema: {
        tags,
        summary: `My chats keyed by the contact's uid (each with its newest ${CHAT_LIST_MESSAGES} messages), and their contacts`,
        response: { 200: ZChatsAndContacts },
      },
    },
    async (req) => {
      const me = req.user!.id;
      const mine = await myChats(app.db, me);
      const [contacts, latest, unseen] = await Promise.all([
        contactsByIds(
          app.db,
          mine.map((c) => c.contactId),
        ),
        latestMessages(
          app.db,
          mine.map((c) => c.chatId),
          me,
          CHAT_LIST_MESSAGES,
        ),
        unseenBySender(app.db, me),
      ]);
      const chats: Record<string, TChatRecord> = {};
      for (const c of mine) {
        const page = latest.get(c.chatId) ?? { msg: [], hasMore: false };
        chats[String(c.contactId)] = {
          isPinned: c.isPinned,
          msg: page.msg,
          hasMore: page.hasMore,
          unseenCount: unseen.get(c.contactId) ?? 0,
        };
      }
      await req.audit({ eventtype: 'read', eventdescription: `Chats viewed (${mine.length} chats)`, entity: 'chat' });
      return { contacts, chats };
    },
  );

  app.get(
    '/api/app/chat/chat-contacts',
    {
      config,
      schema: {
        tags,
        summary: 'The contacts I have a chat with, with their presence',
        response: { 200: ZChatContactList },
      },
    },
    async (req) => {
      const mine = await myChats(app.db, req.user!.id);
      const contacts = await contactsByIds(
        app.db,
        mine.map((c) => c.contactId),
      );
      await req.audit({
        eventtype: 'read',
        eventdescription: `Chat contacts viewed (${contacts.length})`,
        entity: 'chat',
      });
      return contacts;
    },
  );

  app.get(
    '/api/app/chat/all-contacts',
    {
      config,
      schema: {
        tags,
        summary:
          'Everyone I may chat with: the active users of the workspace roles but me, with their presence; `q` searches',
        querystring: ZChatAllContactsQuery,
        response: { 200: ZChatContactList },
      },
    },
    async (req) => {
      const contacts = await allContacts(app.db, req.user!.id, req.query.q || undefined);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Chat contact directory viewed (${contacts.length})`,
        entity: 'chat',
      });
      return contacts;
    },
  );

  app.get(
    '/api/app/chat/unread-count',
    {
      config,
      schema: {
        tags,
        summary: 'How many chat messages to me are unseen, in all and by contact uid',
        response: { 200: ZChatUnreadCount },
      },
    },
    async (req) => {
      const unseen = await unseenBySender(app.db, req.user!.id);
      const byContact = Object.fromEntries([...unseen].map(([id, n]) => [String(id), n]));
      const unread = [...unseen.values()].reduce((a, b) => a + b, 0);
      // Not audited: counts of my own unseen messages, polled by the top bar, name no one (issue 26 item 9).
      return { unread, byContact };
    },
  );

  app.get(
    '/api/app/chat/messages',
    {
      config,
      schema: {
        tags,
        summary:
          'A page of my chat with a contact, oldest first: the newest `limit` messages, or those before the message id `before`',
        querystring: ZChatMessagesQuery,
        response: { 200: ZChatMessagePage, 404: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!.id;
      const { contactId, before, limit } = req.query;
      const chat = await findChat(app.db, me, contactId);
      if (!chat) {
        // No chat yet with a possible contact is an empty thread; anyone else is unknown.
        if (contactId !== me && (await isActiveChatUser(app.db, contactId))) return { msg: [], hasMore: false };
        throw notFound('Chat');
      }
      const page = await messagePage(app.db, chat.chatId, me, before, limit);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Chat history viewed (${page.msg.length} messages)`,
        entity: 'chat',
        entityId: chat.chatId,
      });
      return page;
    },
  );

  app.post(
    '/api/app/chat/send-message',
    {
      config,
      schema: {
        tags,
        summary:
          'Send a message to a contact (the chat is created when missing); the server sets time, isSent and isSeen',
        body: ZChatSendMessage,
        response: { 200: ZChatSent, 404: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!.id;
      const { contactId, message, isPinned } = req.body;
      const sent = await app.db.transaction(async (tx) => {
        if (contactId === me || !(await isActiveChatUser(tx, contactId))) throw notFound('Contact');
        const { chatId, created } = await ensureChat(tx, me, contactId, isPinned);
        const row = await insertMessage(tx, chatId, me, message.textContent);
        if (created)
          await req.audit(
            { eventtype: 'create', eventdescription: 'Chat started', entity: 'chat', entityId: chatId },
            tx,
          );
        await req.audit(
          { eventtype: 'create', eventdescription: 'Chat message sent', entity: 'chat-message', entityId: row.id },
          tx,
        );
        return row;
      });
      // After the commit: the receiver's tabs, and the sender's other tabs, refetch (docs/workspace.md#live-channel).
      await app.live.publish([contactId], { type: 'chat.message', data: { contactId: me } });
      await app.live.publish([me], { type: 'chat.message', data: { contactId } });
      return { ok: true as const, message: toMessage(sent, me) };
    },
  );

  app.post(
    '/api/apps/chat/mark-all-seen/',
    {
      config,
      schema: {
        tags,
        summary: "Mark the contact's messages to me seen (the path ends with a slash, as docs/spec.md §7 writes it)",
        body: ZChatContactBody,
        response: { 200: ZChatMarkedSeen, 404: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!.id;
      const { contactId } = req.body;
      const marked = await app.db.transaction(async (tx) => {
        const chat = await findChat(tx, me, contactId);
        if (!chat) throw notFound('Chat');
        const n = await markSeen(tx, chat.chatId, me);
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `Chat marked seen (${n} messages)`,
            entity: 'chat',
            entityId: chat.chatId,
          },
          tx,
        );
        return n;
      });
      if (marked > 0) {
        await app.live.publish([contactId], { type: 'chat.seen', data: { contactId: me } });
        // My other tabs: their unread counts changed.
        await app.live.publish([me], { type: 'chat.message', data: { contactId } });
      }
      return { ok: true as const, marked };
    },
  );

  app.post(
    '/api/apps/chat/set-pinned/',
    {
      config,
      schema: {
        tags,
        summary:
          'Pin or unpin my chat with a contact (the pin is mine alone; the path ends with a slash, as docs/spec.md §7 writes it)',
        body: ZChatSetPinned,
        response: { 200: ZChatOk, 404: ZApiError },
      },
    },
    async (req) => {
      const me = req.user!.id;
      const { contactId, value } = req.body;
      await app.db.transaction(async (tx) => {
        const chat = await findChat(tx, me, contactId);
        if (!chat) throw notFound('Chat');
        await setPinned(tx, chat.chatId, me, value);
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: value ? 'Chat pinned' : 'Chat unpinned',
            entity: 'chat',
            entityId: chat.chatId,
            datavalue: 'isPinned',
            oldvalue: chat.isPinned,
            newvalue: value,
          },
          tx,
        );
      });
      await app.live.publish([me], { type: 'chat.message', data: { contactId } });
      return { ok: true as const };
    },
  );
};

export default chatRoutes;
