import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { demoCases } from './lab-data';
import { KeyHintSlot } from '../../components/key-hint-slot';
import { Trans, useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const INITIAL = demoCases(5).map((c) => ({
  id: c.caseNumber,
  title: `${c.caseNumber} · ${c.patient}`,
  test: c.test,
  source: c.source,
}));

/** Moves item `id` to where `target` is. */
const move = <T extends { id: string }>(list: T[], id: string, target: string) => {
  const from = list.findIndex((x) => x.id === id);
  const to = list.findIndex((x) => x.id === target);
  if (from < 0 || to < 0 || from === to) return list;
  const next = [...list];
  next.splice(to, 0, next.splice(from, 1)[0]!);
  return next;
};

/** The bookmark bar's way: HTML drag and drop with the mouse, Alt+arrows from the keyboard (mirrored in RTL). */
function SignOutQueue() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [items, setItems] = useState(INITIAL);
  const [dragging, setDragging] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const reorder = (id: string, target: string) => {
    setItems((l) => {
      const next = move(l, id, target);
      setSaid(`${id} is now number ${next.findIndex((x) => x.id === id) + 1} of ${next.length}`);
      return next;
    });
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    if (!e.altKey) return;
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    const target = items[i + step];
    if (!step || !target) return;
    e.preventDefault();
    reorder(items[i]!.id, target.id);
  };
  return (
    <Stack gap="xs" role="list" aria-label={t('dragAndDrop.signOutQueue')}>
      {items.map((it, i) => (
        <Paper
          key={it.id}
          role="listitem"
          withBorder
          p="xs"
          draggable
          onDragStart={(e: DragEvent) => {
            setDragging(it.id);
            e.dataTransfer.setData('text/case', it.id);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragEnd={() => setDragging(null)}
          onDragOver={(e: DragEvent) => e.preventDefault()}
          onDrop={(e: DragEvent) => {
            e.preventDefault();
            const id = e.dataTransfer.getData('text/case') || dragging;
            setDragging(null);
            if (id) reorder(id, it.id);
          }}
          style={{ opacity: dragging === it.id ? 0.4 : 1, cursor: 'grab' }}
          data-queue-item={it.id}
        >
          <Group wrap="nowrap" gap="sm">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dragAndDrop.moveAltUpAltDown', { id: it.id })}
              onKeyDown={(e: KeyboardEvent) => onKey(e, i)}
            >
              <IconGripVertical size={16} />
            </ActionIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {i + 1}. {sample(it.title)}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {`${sample(it.test)} — ${sample(it.source)}`}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
      <Text size="xs" c="dimmed" aria-live="polite">
        {said || t('dragAndDrop.dragCaseFocusHandlePress')}
      </Text>
    </Stack>
  );
}

export default function DragAndDropPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('dragAndDrop.noDragDropLibraryBookmark')}</PortalNote>
      <Demo
        title={t('dragAndDrop.reorderShortList')}
        description={
          <>
            <Trans t={t} i18nKey="dragAndDrop.dragRowFocusHandlePress" components={{ keyhint: <KeyHintSlot /> }} />
          </>
        }
        code={`<Paper draggable
  onDragStart={(e) => { setDragging(it.id); e.dataTransfer.setData('text/case', it.id); e.dataTransfer.effectAllowed = 'move'; }}
  onDragEnd={() => setDragging(null)}
  onDragOver={(e) => e.preventDefault()}
  onDrop={(e) => { const id = e.dataTransfer.getData('text/case') || dragging; if (id) reorder(id, it.id); }}
  style={{ opacity: dragging === it.id ? 0.4 : 1, cursor: 'grab' }}>
  <ActionIcon aria-label={\`Move \${it.id} (Alt+Up or Alt+Down)\`} onKeyDown={(e) => onKey(e, i)}><IconGripVertical size={16} /></ActionIcon>
  …
</Paper>`}
      >
        <SignOutQueue />
      </Demo>
    </DemoStack>
  );
}
