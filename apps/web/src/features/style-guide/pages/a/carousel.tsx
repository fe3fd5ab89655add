import { useState } from 'react';
import { ActionIcon, Group, Paper, ScrollArea, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMicroscope } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './parts';
import { useTranslation } from 'react-i18next';

// The slides of one case, as histology labels them: block, level, stain.
const SLIDES = ['A1 H&E', 'A1 L2 H&E', 'A2 H&E', 'A1 ER', 'A1 PR', 'A1 HER2 IHC', 'A1 Ki-67', 'B1 H&E'];

function SlideThumb({ label, active = false }: { label: string; active?: boolean }) {
  return (
    <Paper
      withBorder
      p="xs"
      w={120}
      radius="md"
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ flexShrink: 0 }}
    >
      <Stack gap={4} align="center">
        <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
          <IconMicroscope size={22} />
        </ThemeIcon>
        <Text size="xs" ta="center" fw={active ? 700 : 400}>
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}

export default function CarouselPage() {
  const { t } = useTranslation('styleGuideA');
  const [at, setAt] = useState(0);
  const [step, setStep] = useState(1);
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <DemoStack>
      <PortalNote>{t('carousel.portalHasNoCarouselNothing')}</PortalNote>
      <Demo
        title={t('carousel.stripSlideThumbnails')}
        description={t('carousel.everySlideS2600412Scrollarea')}
        code={`<Group gap="xs" justify="flex-end">
  <ActionIcon variant="default" aria-label="Previous slide" disabled={at === 0} onClick={() => setAt(at - 1)}>
    <IconChevronLeft size={16} className="mantine-rotate-rtl" />
  </ActionIcon>
  <Text size="sm">{at + 1} / {slides.length}</Text>
  <ActionIcon variant="default" aria-label="Next slide" disabled={at === slides.length - 1} onClick={() => setAt(at + 1)}>
    <IconChevronRight size={16} className="mantine-rotate-rtl" />
  </ActionIcon>
</Group>
<ScrollArea type="auto" offsetScrollbars>
  <Group gap="sm" wrap="nowrap">
    {slides.map((s, i) => <SlideThumb key={s} label={s} active={i === at} />)}
  </Group>
</ScrollArea>`}
      >
        <Stack gap="xs">
          <Group gap="xs" justify="flex-end">
            <ActionIcon
              variant="default"
              aria-label={t('carousel.previousSlide')}
              disabled={at === 0}
              onClick={() => setAt(at - 1)}
            >
              <IconChevronLeft size={16} className="mantine-rotate-rtl" />
            </ActionIcon>
            <Text size="sm" data-testid="slide-position">
              {at + 1} / {SLIDES.length}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={t('carousel.nextSlide')}
              disabled={at === SLIDES.length - 1}
              onClick={() => setAt(at + 1)}
            >
              <IconChevronRight size={16} className="mantine-rotate-rtl" />
            </ActionIcon>
          </Group>
          <ScrollArea type="auto" offsetScrollbars>
            <Group gap="sm" wrap="nowrap">
              {SLIDES.map((s, i) => (
                <SlideThumb key={s} label={s} active={i === at} />
              ))}
            </Group>
          </ScrollArea>
        </Stack>
      </Demo>
      <Demo
        title={t('carousel.sequenceSteps')}
        description={t('carousel.whenOrderMattersCaseFrom')}
        code={`const isPhone = useMediaQuery('(max-width: 36em)');
<Stepper active={step} onStepClick={setStep} size="sm" orientation={isPhone ? 'vertical' : 'horizontal'}>
  <Stepper.Step label="Accessioned" description="Received 08:12" />
  <Stepper.Step label="Grossed" description="2 blocks" />
  <Stepper.Step label="Histology" description="8 slides" />
  <Stepper.Step label="Signed out" />
</Stepper>`}
      >
        <Stepper active={step} onStepClick={setStep} size="sm" orientation={isPhone ? 'vertical' : 'horizontal'}>
          <Stepper.Step label={t('carousel.accessioned')} description={t('carousel.received0812')} />
          <Stepper.Step label={t('carousel.grossed')} description={t('carousel.n2Blocks')} />
          <Stepper.Step label={t('carousel.histology')} description={t('carousel.n8Slides')} />
          <Stepper.Step label={t('carousel.signedOut')} />
        </Stepper>
      </Demo>
    </DemoStack>
  );
}
