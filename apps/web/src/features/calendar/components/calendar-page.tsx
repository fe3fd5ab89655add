import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Button, Card, Drawer, Grid, Group, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconLayoutSidebar } from '@tabler/icons-react';
import FullCalendar from '@fullcalendar/react';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import { CALENDAR_LABELS, type TCalendarEvent, type TCalendarLabel } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { formatTimeZone } from '@/lib/format';
import { useCalendars } from '../api/get-calendars';
import { useCalendarEvents, type EventRange } from '../api/get-events';
import { useUpdateEvent } from '../api/save-event';
import { CalendarSidebar } from './calendar-sidebar';
import { EventModal, type EventDraft } from './event-modal';
import { addDays } from './event-dates';
import classes from './calendar.module.css';

/** The browser's first day of the week (Intl week info where known), else Monday; FullCalendar counts Sunday as 0. */
function firstDayOfWeek(): number {
  try {
    const loc = new Intl.Locale(navigator.language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = loc.getWeekInfo?.() ?? loc.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown locale tag: the lab's default below.
  }
  return 1;
}

const toggled = <T,>(set: ReadonlySet<T>, v: T) => {
  const next = new Set(set);
  if (next.has(v)) next.delete(v);
  else next.add(v);
  return next;
};

const HOUR = 3_600_000;

/**
 * FullCalendar's markup made accessible (docs/accessibility.md#names-roles-values), on every render of it: the
 * arrow icons inside the named Previous/Next buttons are decoration (they were `role="img"` without a name), and a
 * month day's cell is named by what it shows, its day number and its events (its `aria-labelledby` named it by the
 * day number alone while showing the events too).
 */
function useCalendarMarkupFixes(root: RefObject<HTMLDivElement | null>, layout: unknown) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const fix = () => {
      for (const icon of el.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
      for (const cell of el.querySelectorAll('td[role="gridcell"][aria-labelledby]'))
        cell.removeAttribute('aria-labelledby');
      // Event titles, in every view and the "more" popover, as their authors wrote them (content; docs/i18n.md).
      for (const title of el.querySelectorAll(
        '.fc-event-title:not([translate]), .fc-list-event-title:not([translate])',
      ))
        title.setAttribute('translate', 'no');
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(el, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-labelledby', 'role'],
    });
    return () => observer.disconnect();
    // Again when the layout changes (a phone's toolbar is drawn anew).
  }, [root, layout]);
}

/**
 * The calendar app (docs/workspace.md#calendar): month, week, day and list views of the calendars I see, with
 * a left pane (a Drawer on a phone) to add events, filter calendars and labels, and manage my .ics link.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [range, setRange] = useState<EventRange | null>(null);
  const calendars = useCalendars();
  const events = useCalendarEvents(range);
  const update = useUpdateEvent();
  const [hiddenCalendars, setHiddenCalendars] = useState<ReadonlySet<number>>(new Set());
  const [hiddenLabels, setHiddenLabels] = useState<ReadonlySet<TCalendarLabel>>(new Set());
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [paneOpen, setPaneOpen] = useState(false);
  const calRef = useRef<FullCalendar>(null);
  const calBox = useRef<HTMLDivElement>(null);
  useCalendarMarkupFixes(calBox, phone);
  const direction = typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const firstDay = useMemo(firstDayOfWeek, []);

  const cals = useMemo(() => calendars.data ?? [], [calendars.data]);
  const defaultCalendarId = cals.find((c) => c.kind === 'personal')?.id ?? cals.find((c) => c.canWrite)?.id ?? null;

  const input: EventInput[] = useMemo(
    () =>
      (events.data ?? [])
        .filter((e) => !hiddenCalendars.has(e.calendarId) && !hiddenLabels.has(e.label))
        .map((e) => {
          const color = `var(--mantine-color-${CALENDAR_LABELS[e.label].color}-filled)`;
          return {
            id: String(e.id),
            title: e.title,
            start: e.start,
            end: e.end,
            allDay: e.allDay,
            editable: e.editable,
            backgroundColor: color,
            borderColor: color,
            extendedProps: { event: e },
          };
        }),
    [events.data, hiddenCalendars, hiddenLabels],
  );

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    const next = { start: arg.start.toISOString(), end: arg.end.toISOString() };
    setRange((prev) => (prev && prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  const openNew = (start: string, end: string, allDay: boolean) => {
    setPaneOpen(false);
    setDraft({
      title: '',
      calendarId: defaultCalendarId,
      label: 'meeting',
      allDay,
      start,
      end,
      description: '',
      location: '',
      editable: true,
    });
  };

  const addNow = () => {
    // The next whole hour, one hour long.
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
    openNew(start.toISOString(), new Date(start.getTime() + HOUR).toISOString(), false);
  };

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    openNew(
      arg.startStr.slice(0, arg.allDay ? 10 : undefined),
      arg.endStr.slice(0, arg.allDay ? 10 : undefined),
      arg.allDay,
    );
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const e = arg.event.extendedProps.event as TCalendarEvent;
    setDraft({ ...e, calendarId: e.calendarId });
  };

  /** Drag and resize: FullCalendar shows the change at once; a refusal reverts it and says why. */
  const onMoved = (arg: EventDropArg | EventResizeDoneArg) => {
    const e = arg.event;
    const allDay = e.allDay;
    const start = allDay ? e.startStr.slice(0, 10) : e.start!.toISOString();
    const end = e.end
      ? allDay
        ? e.endStr.slice(0, 10)
        : e.end.toISOString()
      : allDay
        ? addDays(start, 1)
        : new Date(e.start!.getTime() + HOUR).toISOString();
    update.mutate(
      { id: Number(e.id), start, end, allDay },
      {
        onError: (err) => {
          arg.revert();
          notifications.show({ color: 'red', title: t('notMoved'), message: err.message });
        },
      },
    );
  };

  const sidebar = (
    <CalendarSidebar
      calendars={cals}
      hiddenCalendars={hiddenCalendars}
      hiddenLabels={hiddenLabels}
      onToggleCalendar={(id) => setHiddenCalendars((s) => toggled(s, id))}
      onToggleLabel={(l) => setHiddenLabels((s) => toggled(s, l))}
      onAdd={addNow}
    />
  );

  const calendarCard = (
    <Card ref={calBox} withBorder padding={phone ? 'xs' : 'md'} className={classes.calendar} pos="relative">
      {events.isFetching && !events.data && (
        <Loader size="sm" pos="absolute" top={12} style={{ insetInlineEnd: 12 }} aria-label={t('loading')} />
      )}
      <FullCalendar
        ref={calRef}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, luxonPlugin]}
        // The lab's clock (docs/lab-settings.md): the shared calendars show the lab's time zone, not the browser's.
        timeZone={formatTimeZone()}
        initialView={phone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={
          phone
            ? { start: 'prev,next', center: 'title', end: 'today' }
            : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
        }
        footerToolbar={phone ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : undefined}
        // FullCalendar names days and months with Intl in the language shown; its own words come from the catalogue.
        locales={[esLocale, frLocale]}
        locale={i18n.language}
        buttonText={{
          today: t('fc.today'),
          month: t('fc.month'),
          week: t('fc.week'),
          day: t('fc.day'),
          list: t('fc.list'),
        }}
        buttonHints={{
          prev: t('fc.prevHint'),
          next: t('fc.nextHint'),
          today: (text: string, unit: string) => (unit === 'day' ? t('fc.today') : t('fc.thisHint', { view: text })),
        }}
        viewHint={t('fc.viewHint')}
        navLinkHint={t('fc.navLinkHint')}
        moreLinkText={t('fc.more')}
        moreLinkHint={(n: number) => t('fc.moreHint', { count: n })}
        allDayText={t('fc.allDay')}
        noEventsText={t('fc.noEvents')}
        closeHint={t('fc.close')}
        timeHint={t('fc.time')}
        eventHint={t('fc.event')}
        weekText={t('fc.weekShort')}
        weekTextLong={t('fc.weekLong')}
        direction={direction}
        firstDay={firstDay}
        height="auto"
        events={input}
        datesSet={onDatesSet}
        selectable={cals.some((c) => c.canWrite)}
        selectMirror
        select={onSelect}
        eventClick={onEventClick}
        eventInteractive
        editable
        eventDrop={onMoved}
        eventResize={onMoved}
        nowIndicator
        dayMaxEvents
        scrollTime="07:00:00"
      />
    </Card>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          phone && (
            <Group gap="xs">
              <ActionIcon variant="default" size="lg" aria-label={t('pane')} onClick={() => setPaneOpen(true)}>
                <IconLayoutSidebar size={18} aria-hidden />
              </ActionIcon>
              <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={addNow}>
                {t('addEvent')}
              </Button>
            </Group>
          )
        }
      />
      {phone ? (
        calendarCard
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card withBorder padding="md" component="aside" aria-label={t('aside')}>
              {sidebar}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>{calendarCard}</Grid.Col>
        </Grid>
      )}
      <Drawer
        opened={paneOpen}
        onClose={() => setPaneOpen(false)}
        title={t('calendars')}
        position={direction === 'rtl' ? 'right' : 'left'}
        size="xs"
      >
        {sidebar}
      </Drawer>
      <EventModal draft={draft} calendars={cals} onClose={() => setDraft(null)} />
    </>
  );
}
