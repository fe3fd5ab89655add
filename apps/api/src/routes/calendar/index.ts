import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ICS_DAYS_AHEAD,
  ICS_DAYS_BACK,
  WORKSPACE_ROLES,
  ZApiError,
  ZCalendarEventList,
  ZCalendarFeed,
  ZCalendarList,
  ZCalendarOk,
  ZCreateEventBody,
  ZCreatedEvent,
  ZEventsQuery,
  ZIcsParams,
  ZRemoveEventBody,
  ZUpdateEventBody,
  toICalendar,
  type TRole,
} from '@lab/domain';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { writeAudit } from '../../plugins/audit';
import { publicLinkTo } from '../../services/public-links';
import {
  activeFeed,
  calendarAudience,
  ensureCalendars,
  feedOwner,
  insertFeed,
  listEvents,
  revokeFeeds,
  toCalendar,
  visibleCalendars,
  type CalendarRow,
  type Caller,
} from './repository';
import { changeEvent, createEvent, hashFeedSecret, labelName, newFeedSecret, removeEvent } from './service';

const access = { roles: WORKSPACE_ROLES };
const tags = ['calendar'];
const ENTITY = 'calendar-event';
const ZText = z.string().describe('text/calendar (RFC 5545)');

const caller = (req: FastifyRequest): Caller => ({ id: req.user!.id, role: req.user!.role });

/**
 * The calendar app (docs/workspace.md#calendar): the paths of docs/spec.md §7 (`/api/apps/calendar/events`,
 * `update-event`, `remove-event`) plus the calendars I see and my iCalendar subscription link.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** When a link made at `createdAt` stops working (CALENDAR_FEED_DAYS). */
  const feedExpiry = (createdAt: Date) => new Date(createdAt.getTime() + app.config.calendarFeedDays * 86_400_000);
  /** The link is built on the public address (PUBLIC_URL), never the request's Host header. */
  const feedUrl = (secret: string) => publicLinkTo(app.db, app.config, `/api/apps/calendar/ics/${secret}`);

  /** Tells everyone who sees these calendars that an event changed (after the commit). */
  const publish = async (id: number, cals: CalendarRow[]) => {
    for (const cal of cals) {
      const audience = await calendarAudience(app.db, cal);
      if (audience.length) await app.live.publish(audience, { type: 'calendar', data: { id, calendarId: cal.id } });
    }
  };

  app.get(
    '/api/apps/calendar/calendars',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The calendars I see, with their colour and whether I may write',
        response: { 200: ZCalendarList },
      },
    },
    async (req) => {
      const who = caller(req);
      return app.db.transaction(async (tx) => {
        await ensureCalendars(tx, who);
        const cals = await visibleCalendars(tx, who);
        await req.audit(
          { eventtype: 'read', eventdescription: `Calendars listed (${cals.length})`, entity: 'calendar' },
          tx,
        );
        return cals.map((c) => toCalendar(c, who));
      });
    },
  );

  app.get(
    '/api/apps/calendar/events',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The events I may see, overlapping [start, end) when given',
        querystring: ZEventsQuery,
        response: { 200: ZCalendarEventList, 400: ZApiError },
      },
    },
    async (req) => {
      const who = caller(req);
      const { start, end } = req.query;
      return app.db.transaction(async (tx) => {
        await ensureCalendars(tx, who);
        const cals = await visibleCalendars(tx, who);
        const events = await listEvents(tx, cals, who, {
          from: start ? new Date(start) : undefined,
          to: end ? new Date(end) : undefined,
        });
        await req.audit(
          { eventtype: 'read', eventdescription: `Calendar events viewed (${events.length})`, entity: ENTITY },
          tx,
        );
        return events;
      });
    },
  );

  app.post(
    '/api/apps/calendar/events',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add an event (to my personal calendar unless `calendarId` names one I may write)',
        body: ZCreateEventBody,
        response: { 201: ZCreatedEvent, 400: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req, reply) => {
      const who = caller(req);
      const made = await app.db.transaction(async (tx) => {
        const r = await createEvent(tx, who, req.body.event);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: `Calendar event created (${r.calendar.kind} calendar)`,
            entity: ENTITY,
            entityId: r.id,
          },
          tx,
        );
        return r;
      });
      await publish(made.id, [made.calendar]);
      return reply.code(201).send({ id: made.id });
    },
  );

  app.post(
    '/api/apps/calendar/update-event',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change an event: the fields sent (a drag sends start and end)',
        body: ZUpdateEventBody,
        response: { 200: ZCalendarOk, 400: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const who = caller(req);
      const r = await app.db.transaction(async (tx) => {
        const changed = await changeEvent(tx, who, req.body.event);
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `Calendar event changed (${changed.changed.join(', ') || 'no change'})`,
            entity: ENTITY,
            entityId: changed.id,
          },
          tx,
        );
        return changed;
      });
      await publish(r.id, r.calendars);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/apps/calendar/remove-event',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove an event (kept, marked removed)',
        body: ZRemoveEventBody,
        response: { 200: ZCalendarOk, 400: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const who = caller(req);
      const r = await app.db.transaction(async (tx) => {
        const removed = await removeEvent(tx, who, req.body.id);
        await req.audit(
          { eventtype: 'delete', eventdescription: 'Calendar event removed', entity: ENTITY, entityId: removed.id },
          tx,
        );
        return removed;
      });
      await publish(r.id, [r.calendar]);
      return { ok: true as const };
    },
  );

  // The subscription link ---------------------------------------------------------------------------------------

  app.get(
    '/api/apps/calendar/feed',
    {
      config: { access },
      schema: {
        tags,
        summary: 'My subscription link (its URL is shown only when made)',
        response: { 200: ZCalendarFeed },
      },
    },
    async (req) => {
      const feed = await activeFeed(app.db, req.user!.id);
      await req.audit({
        eventtype: 'read',
        eventdescription: 'Calendar feed link viewed',
        entity: 'calendar-feed',
        entityId: feed?.id ?? null,
      });
      const expiresAt = feed ? feedExpiry(feed.createdAt) : null;
      return {
        url: null,
        active: Boolean(expiresAt && expiresAt > new Date()),
        createdAt: feed?.createdAt.toISOString() ?? null,
        expiresAt: expiresAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/api/apps/calendar/feed',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Make (or replace, or renew) my secret subscription link; it works CALENDAR_FEED_DAYS (365) days',
        response: { 200: ZCalendarFeed, 503: ZApiError },
      },
    },
    async (req) => {
      const { secret, hash } = newFeedSecret();
      // Before anything is stored: without a public address there is no link to give.
      const url = await feedUrl(secret);
      const feed = await app.db.transaction(async (tx) => {
        const revoked = await revokeFeeds(tx, req.user!.id);
        const row = await insertFeed(tx, req.user!.id, hash);
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: revoked ? 'Calendar feed link replaced' : 'Calendar feed link made',
            entity: 'calendar-feed',
            entityId: row.id,
          },
          tx,
        );
        return row;
      });
      return {
        url,
        active: true,
        createdAt: feed.createdAt.toISOString(),
        expiresAt: feedExpiry(feed.createdAt).toISOString(),
      };
    },
  );

  const revoke = async (req: FastifyRequest) => {
    await app.db.transaction(async (tx) => {
      const n = await revokeFeeds(tx, req.user!.id);
      await req.audit(
        { eventtype: 'delete', eventdescription: `Calendar feed link revoked (${n})`, entity: 'calendar-feed' },
        tx,
      );
    });
    return { url: null, active: false, createdAt: null, expiresAt: null };
  };
  app.delete(
    '/api/apps/calendar/feed',
    { config: { access }, schema: { tags, summary: 'Revoke my subscription link', response: { 200: ZCalendarFeed } } },
    revoke,
  );
  app.post(
    '/api/apps/calendar/feed/revoke',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Revoke my subscription link (for clients without DELETE)',
        response: { 200: ZCalendarFeed },
      },
    },
    revoke,
  );

  app.get(
    '/api/apps/calendar/ics/:secret',
    {
      // The secret in the link is the credential: calendar apps on phones cannot sign in.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'My calendars as iCalendar (RFC 5545), by my secret link',
        params: ZIcsParams,
        response: { 200: ZText, 404: ZApiError },
      },
    },
    async (req, reply) => {
      const owner = await feedOwner(app.db, hashFeedSecret(req.params.secret));
      if (owner && owner.status !== 'active') {
        // Blocked or deactivated another way than the users page (by hand): the link ends now, for good.
        await app.db.transaction(async (tx) => {
          const n = await revokeFeeds(tx, owner.id);
          await writeAudit(
            tx,
            { userId: owner.id, username: owner.email, ip: req.ip ?? null, userAgent: null },
            {
              eventtype: 'delete',
              eventdescription: `Calendar feed link revoked (${n}): its owner is ${owner.status}`,
              entity: 'calendar-feed',
              entityId: owner.feedId,
            },
          );
        });
        throw notFound('Calendar feed');
      }
      const role = owner?.role as TRole | null | undefined;
      if (!owner || !role || !(WORKSPACE_ROLES as readonly string[]).includes(role)) throw notFound('Calendar feed');
      // An expired link answers as an unknown one; its owner makes a new one (POST /api/apps/calendar/feed).
      if (feedExpiry(owner.createdAt) <= new Date()) throw notFound('Calendar feed');
      const who: Caller = { id: owner.id, role };
      const now = new Date();
      const from = new Date(now.getTime() - ICS_DAYS_BACK * 86_400_000);
      const to = new Date(now.getTime() + ICS_DAYS_AHEAD * 86_400_000);
      const body = await app.db.transaction(async (tx) => {
        await ensureCalendars(tx, who);
        const cals = await visibleCalendars(tx, who);
        const events = await listEvents(tx, cals, who, { from, to });
        const names = new Map(cals.map((c) => [c.id, toCalendar(c, who).name]));
        await writeAudit(
          tx,
          {
            userId: owner.id,
            username: owner.email,
            ip: req.ip ?? null,
            userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
          },
          {
            eventtype: 'read',
            eventdescription: `Calendar feed fetched (${events.length} events)`,
            entity: 'calendar-feed',
            entityId: owner.feedId,
          },
        );
        return toICalendar({
          name: 'Lab portal',
          now,
          events: events.map((e) => ({
            uid: `event-${e.id}@lab-portal`,
            title: e.title,
            start: e.start,
            end: e.end,
            allDay: e.allDay,
            categories: [labelName(e.label), names.get(e.calendarId) ?? ''].filter(Boolean),
            description: e.description,
            location: e.location,
          })),
        });
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="lab-calendar.ics"')
        .send(body);
    },
  );
};

export default calendarRoutes;
