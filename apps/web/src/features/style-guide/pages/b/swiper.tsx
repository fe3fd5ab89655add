import { useState } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

/** Pages of a scanned requisition, as the document viewer pages a multi-page TIFF. */
const PAGES = [
  { title: 'Requisition', text: 'Ordering physician, patient, specimens A–B' },
  { title: 'Clinical history', text: 'Lesion on left forearm, 6 mm, changed in 3 months' },
  { title: 'Insurance card (front)', text: 'Medicare · MBI 1EG4-TE5-MK73' },
  { title: 'Insurance card (back)', text: 'Claims address, phone' },
];

const SLIDES = ['A1-1 H&E', 'A1-2 H&E levels', 'B1-1 H&E', 'B2-1 PAS', 'B2-2 GMS', 'B2-3 Ki-67'];

function Pager() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [index, setIndex] = useState(0);
  const count = PAGES.length;
  const go = (to: number) => setIndex(Math.min(count - 1, Math.max(0, to)));
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const page = PAGES[index]!;
  return (
    <Stack
      gap="xs"
      align="center"
      tabIndex={0}
      aria-label={t('swiper.requisitionTifTiffPagesArrow', { pages: count })}
      onKeyDown={(e) => {
        const fwd = rtl ? 'ArrowLeft' : 'ArrowRight';
        const back = rtl ? 'ArrowRight' : 'ArrowLeft';
        if (e.key === fwd || e.key === 'PageDown') go(index + 1);
        else if (e.key === back || e.key === 'PageUp') go(index - 1);
        else return;
        e.preventDefault();
      }}
    >
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label={t('swiper.previousPage')}
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          {rtl ? <IconChevronRight size={16} /> : <IconChevronLeft size={16} />}
        </ActionIcon>
        <Text size="sm" data-testid="pager-page">
          {t('swiper.pageOf', { page: index + 1, total: count })}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('swiper.nextPage')}
          disabled={index === count - 1}
          onClick={() => go(index + 1)}
        >
          {rtl ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      </Group>
      <Paper
        withBorder
        w="100%"
        maw={360}
        h={220}
        p="lg"
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
        role="img"
        aria-label={t('swiper.page', { value: index + 1, title: sample(page.title) })}
      >
        <Text fw={600}>{sample(page.title)}</Text>
        <Text size="sm" c="dimmed">
          {sample(page.text)}
        </Text>
      </Paper>
    </Stack>
  );
}

function SlideStrip() {
  const { t } = useTranslation('styleGuideB');
  return (
    <ScrollArea type="auto" offsetScrollbars aria-label={t('swiper.slidesS2600412')}>
      <Group wrap="nowrap" gap="sm" style={{ scrollSnapType: 'x mandatory' }} pb="xs">
        {SLIDES.map((s) => (
          <Paper key={s} withBorder w={160} p="sm" style={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
            <Box
              h={70}
              mb="xs"
              style={{
                borderRadius: 4,
                background: 'linear-gradient(135deg, var(--mantine-color-pink-2), var(--mantine-color-grape-3))',
              }}
              aria-hidden
            />
            <Text size="sm" fw={500}>
              {s.split(' ')[0]}
            </Text>
            <Badge size="xs" variant="light">
              {s.split(' ').slice(1).join(' ')}
            </Badge>
          </Paper>
        ))}
      </Group>
    </ScrollArea>
  );
}

export default function SwiperPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('swiper.noSwiperNoCarouselLibrary')}</PortalNote>
      <Demo
        title={t('swiper.pagingThroughDocument')}
        description={t('swiper.focusViewerUseArrowKeys')}
        code={`const go = (to: number) => setIndex(Math.min(count - 1, Math.max(0, to)));
<Stack tabIndex={0} aria-label={\`\${doc.title}: TIFF, \${count} pages; arrow keys change the page\`}
  onKeyDown={(e) => { if (e.key === 'ArrowRight' || e.key === 'PageDown') go(index + 1); else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(index - 1); }}>
  <ActionIcon variant="default" aria-label="Previous page" disabled={index === 0} onClick={() => go(index - 1)}><IconChevronLeft size={16} /></ActionIcon>
  <Text size="sm">Page {index + 1} of {count}</Text>
  <ActionIcon variant="default" aria-label="Next page" disabled={index === count - 1} onClick={() => go(index + 1)}><IconChevronRight size={16} /></ActionIcon>
</Stack>`}
      >
        <Pager />
      </Demo>
      <Demo
        title={t('swiper.stripSwipe')}
        description={t('swiper.cardsOneRowScrollsSideways')}
        code={`<ScrollArea type="auto" offsetScrollbars>
  <Group wrap="nowrap" gap="sm" style={{ scrollSnapType: 'x mandatory' }}>
    {slides.map((s) => <Paper key={s.label} withBorder w={160} style={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>…</Paper>)}
  </Group>
</ScrollArea>`}
      >
        <SlideStrip />
      </Demo>
    </DemoStack>
  );
}
