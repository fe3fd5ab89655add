import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatPair, matchesContact, orderChats, ZChatSendMessage } from './chat';

const msg = (time: string) => ({ id: 1, textContent: 'x', time, isSent: true, isSeen: false });

describe('chat rules', () => {
  it('stores a pair lower id first, whoever starts', () => {
    expect(chatPair(7, 3)).toEqual([3, 7]);
    expect(chatPair(3, 7)).toEqual([3, 7]);
  });

  it('lists pinned chats first, then by the last message, newest first', () => {
    const contacts = [{ uid: 1 }, { uid: 2 }, { uid: 3 }, { uid: 4 }];
    const chats = {
      '1': { isPinned: false, msg: [msg('2026-11-20T10:00:00Z')] },
      '2': { isPinned: true, msg: [msg('2026-11-01T10:00:00Z')] },
      '3': { isPinned: false, msg: [msg('2026-11-01T09:00:00Z'), msg('2026-11-22T10:00:00Z')] },
      '4': { isPinned: false, msg: [] },
    };
    expect(orderChats(contacts, chats).map((c) => c.uid)).toEqual([2, 3, 1, 4]);
  });

  it('trims messages, refuses blank and overlong ones', () => {
    expect(ZChatSendMessage.parse({ contactId: '5', message: { textContent: '  recut B2  ' } })).toEqual({
      contactId: 5,
      message: { textContent: 'recut B2' },
    });
    const blank = ZChatSendMessage.safeParse({ contactId: 5, message: { textContent: '   ' } });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['message', 'textContent']);
    expect(
      ZChatSendMessage.safeParse({ contactId: 5, message: { textContent: 'a'.repeat(CHAT_MESSAGE_MAX + 1) } }).success,
    ).toBe(false);
    expect(
      ZChatSendMessage.safeParse({ contactId: 5, message: { textContent: 'a'.repeat(CHAT_MESSAGE_MAX) } }).success,
    ).toBe(true);
  });

  it('finds contacts by every word of the search', () => {
    const c = { displayName: 'Dr. Rosa Lind', about: 'pathology · editor' };
    expect(matchesContact(c, 'rosa path')).toBe(true);
    expect(matchesContact(c, 'rosa cyto')).toBe(false);
    expect(matchesContact(c, '  ')).toBe(true);
  });
});
