import {
  Badge,
  ColorSwatch,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  useMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { contrastLevel, contrastRatio } from './contrast';
import { MENU_SWATCHES, TAG_SWATCHES } from './palette';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const shadeOf = (theme: MantineTheme, scheme: 'light' | 'dark') =>
  typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];

function Level({ ratio }: { ratio: number }) {
  const level = contrastLevel(ratio);
  return (
    <Badge
      size="xs"
      variant="light"
      color={level === 'fails' ? 'red' : level === 'AA large' ? 'orange' : 'green'}
      w="max-content"
    >
      {ratio}:1 {level}
    </Badge>
  );
}

export default function ColorsPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  const theme = useMantineTheme();
  const light = shadeOf(theme, 'light');
  const dark = shadeOf(theme, 'dark');
  const primary = theme.colors[theme.primaryColor]!;
  return (
    <DemoStack>
      <Demo
        title={t('colors.themeColourMenuColors')}
        description={t('colors.customizerSMenuColorsChoose', { primaryColor: theme.primaryColor })}
        code={`// Use the theme's primary colour, never a fixed one:
<Button>Save</Button>                                  // primary by default
<Text c="var(--mantine-primary-color-filled)">…</Text>
<Paper bg="var(--mantine-primary-color-light)">…</Paper>
const theme = useMantineTheme();
theme.colors[theme.primaryColor][6];                   // the hex, for a chart`}
      >
        <Group gap="md" wrap="wrap">
          {MENU_SWATCHES.map((m) => {
            const current = m.palette === theme.primaryColor;
            return (
              <Stack key={m.name} gap={4} align="center" data-menu-color={m.name} data-current={current || undefined}>
                <ColorSwatch
                  color={theme.colors[m.palette]![light]!}
                  size={40}
                  radius="md"
                  aria-label={`${m.name}: ${m.palette}`}
                />
                <Text size="xs" fw={current ? 700 : 400}>
                  {sample(m.name)}
                </Text>
                <Text size="xs" c="dimmed">
                  {current ? t('colors.use') : m.palette}
                </Text>
              </Stack>
            );
          })}
        </Group>
      </Demo>
      <Demo
        title={t('colors.primaryPalette', { primaryColor: theme.primaryColor })}
        description={t('colors.tenShades0LightestFilled', { light, dark })}
        code={`<Box bg="${theme.primaryColor}.${light}" />            // a shade by name and index
<Box bg="var(--mantine-color-${theme.primaryColor}-${light})" /> // the same as a CSS variable`}
      >
        <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6}>
          {primary.map((hex, i) => (
            <CopyButton key={hex} value={hex}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('colors.copied') : t('colors.copy', { hex })}>
                  <UnstyledButton onClick={copy} aria-label={t('colors.shade', { i, hex })}>
                    <Stack gap={2} align="center">
                      <ColorSwatch color={hex} size={36} radius="sm" withShadow={i === light || i === dark} />
                      <Text size="xs" fw={i === light || i === dark ? 700 : 400}>
                        {i}
                      </Text>
                      <Text size="10px" c="dimmed" ff="monospace" dir="ltr">
                        {copied ? t('colors.copied2') : hex}
                      </Text>
                    </Stack>
                  </UnstyledButton>
                </Tooltip>
              )}
            </CopyButton>
          ))}
        </SimpleGrid>
      </Demo>
      <Demo
        title={t('colors.semanticColoursTheirContrast')}
        description={t('colors.colourNamesPackagesDomainTask')}
        code={`<Badge color="orange" variant="filled">Warning</Badge>  // 'warning' → orange
<Text c="red" size="sm">Date of birth: must be in the past</Text>  // the words carry the meaning`}
      >
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('colors.name')}</Table.Th>
                <Table.Th>{t('colors.filled')}</Table.Th>
                <Table.Th>{t('colors.whiteFilledLightDark')}</Table.Th>
                <Table.Th>{t('colors.textLightDark')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TAG_SWATCHES.map((item) => {
                const palette = theme.colors[item.color ?? theme.primaryColor]!;
                return (
                  <Table.Tr key={item.name} data-semantic={item.name}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {sample(item.label)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.color ?? t('colors.primary', { primaryColor: theme.primaryColor })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={item.color} variant="filled">
                        {sample(item.label)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Level ratio={contrastRatio('#ffffff', palette[light]!)} />
                        <Level ratio={contrastRatio('#ffffff', palette[dark]!)} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Level ratio={contrastRatio(palette[light]!, theme.white)} />
                        <Level ratio={contrastRatio(palette[4]!, theme.colors.dark[7]!)} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
    </DemoStack>
  );
}
